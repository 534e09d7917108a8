import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/shared/notify';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/session/session-slice';

// The dialog (and Mantine's modal) is fetched when a shopper opens it, not with the product page.
const ReportDialog = lazy(async () => ({ default: (await import('./report-dialog')).ReportDialog }));

/**
 * "Report this product" on the product page: a signed-in shopper tells the platform's operators
 * what is wrong with it; a guest is sent to log in first, as for chat and favourites.
 */
export function ReportProductButton({ shopGoodsId, name }: { shopGoodsId: number; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [open, setOpen] = useState(false);
  const start = (): void => {
    if (!loggedIn) {
      notify('warning', t('index.login_tip'));
      void navigate(paths.login.getHref(location.pathname + location.search));
      return;
    }
    setOpen(true);
  };
  return (
    <>
      <Button variant="subtle" color="gray" size="compact-sm" onClick={start} style={{ alignSelf: 'flex-start' }}>
        {t('catalogue.report.action')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            shopGoodsId={shopGoodsId}
            name={name}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
