import { ComingSoon } from '@/shared/ui/ComingSoon';
import { useCurrentRoute } from '@/app/currentRoute';

/** The one page of every route not built yet: names the feature from the route's title (inside `Page`). */
export default function ComingSoonPage() {
  const route = useCurrentRoute();
  return <ComingSoon titleKey={route?.titleKey} />;
}
