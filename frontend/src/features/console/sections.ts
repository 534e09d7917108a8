import { paths } from '@/app/routes';
import { hasRole, type ConsoleRole } from '@/shared/session/roles';
import type { UserInfo } from '@/shared/session/session-types';

/** A section of the back office, shown in the navigation only to users holding its role. */
export interface ConsoleSection {
  key: string;
  group: 'review' | 'audit' | 'seller';
  labelKey: string;
  to: string;
  role: ConsoleRole;
}

/** Agent sections come in a later issue; until then that role sees no section. */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { key: 'recharge', group: 'review', labelKey: 'console.nav.recharge', to: paths.consoleRecharge, role: 'reviewer' },
  { key: 'withdraw', group: 'review', labelKey: 'console.nav.withdraw', to: paths.consoleWithdraw, role: 'reviewer' },
  {
    key: 'audit-wallet',
    group: 'audit',
    labelKey: 'console.nav.audit_wallet',
    to: paths.consoleAuditWallet,
    role: 'auditor',
  },
  {
    key: 'reconcile',
    group: 'audit',
    labelKey: 'console.nav.reconcile',
    to: paths.consoleAuditReconcile,
    role: 'auditor',
  },
  {
    key: 'seller-orders',
    group: 'seller',
    labelKey: 'console.nav.seller_orders',
    to: paths.consoleSellerOrders,
    role: 'seller',
  },
];

export const SECTION_GROUP_LABELS: Record<ConsoleSection['group'], string> = {
  review: 'console.nav.group_review',
  audit: 'console.nav.group_audit',
  seller: 'console.nav.group_seller',
};

export function visibleSections(user: UserInfo | null | undefined): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => hasRole(user, section.role));
}
