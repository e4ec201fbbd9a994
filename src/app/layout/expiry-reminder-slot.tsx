import { ExpiryReminder, OVERDUE_LIST_PATH } from '@/features/dashboard/components/expiry-reminder';
import { useMenus } from '@/features/navigation/api/get-menus';
import { offersPath } from '@/features/navigation/offers-path';
import { currentLanguage } from '@/lib/i18n';

/**
 * The dashboard's expiry reminder once the user's menu is known (the side navigation's own request): it
 * counts overdue system files only for a user whose menu offers their list. No menu, no reminder.
 */
export function ExpiryReminderSlot() {
  const { data: menus } = useMenus(currentLanguage());
  if (!menus) return null;
  return <ExpiryReminder withOverdue={offersPath(menus, OVERDUE_LIST_PATH)} />;
}
