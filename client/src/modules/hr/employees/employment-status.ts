// An employment's badge by the server's `status`: one hired to start later is not yet working
// there, so it shows 'Jövőbeni', never 'Aktív' (issue 23).
import { BADGE } from '../../../ui/badgeColors.ts';

export type TEmploymentStatus = 'upcoming' | 'active' | 'ended';

const BADGES: Record<TEmploymentStatus, { label: string; color: string }> = {
  upcoming: { label: 'Jövőbeni', color: BADGE.info },
  active: { label: 'Aktív', color: BADGE.positive },
  ended: { label: 'Megszűnt', color: BADGE.neutral },
};

export const employmentBadge = (status: TEmploymentStatus) => BADGES[status];
