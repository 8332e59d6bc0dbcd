import './Skeleton.css';

/** Loading placeholder block. */
export function Skeleton({
  height = 16,
  width = '100%',
  radius,
}: {
  height?: number | string;
  width?: number | string;
  radius?: number;
}) {
  return <div className="skeleton" style={{ height, width, borderRadius: radius }} aria-hidden="true" />;
}

/** A page-shaped placeholder while a route's code loads. */
export function PageSkeleton() {
  return (
    <div className="page page-skeleton" aria-busy="true">
      <Skeleton height={28} width="55%" />
      <Skeleton height={120} radius={16} />
      <Skeleton height={16} />
      <Skeleton height={16} width="80%" />
      <Skeleton height={16} width="65%" />
    </div>
  );
}
