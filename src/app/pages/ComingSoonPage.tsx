import { ComingSoon } from '@/shared/ui/ComingSoon';
import { useCurrentRoute } from '../currentRoute';

export default function ComingSoonPage() {
  const route = useCurrentRoute();
  return <ComingSoon titleKey={route?.titleKey} />;
}
