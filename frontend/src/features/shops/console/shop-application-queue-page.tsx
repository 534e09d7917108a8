import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useApproveShopApplicationMutation,
  useGetShopApplicationQueueQuery,
  useRejectShopApplicationMutation,
} from './shop-application-api';
import { useQueueParams } from '@/shared/approval/use-queue-params';
import { queueRequest } from '@/shared/approval/queue-page';
import { ProofImage } from '@/shared/approval/proof-image';
import { ReviewQueue } from '@/shared/approval/review-queue';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/session/session-slice';
import { canExport } from '@/store/session/roles';

/** console/shop_application/list: open the shop (approve) or refuse it with a reason (reject). */
export function ShopApplicationQueuePage() {
  const { t } = useTranslation();
  const queue = useQueueParams();
  const result = useGetShopApplicationQueueQuery(queueRequest(queue), { refetchOnMountOrArgChange: true });
  const [approve, approving] = useApproveShopApplicationMutation();
  const [reject, rejecting] = useRejectShopApplicationMutation();
  const mayExport = canExport(useAppSelector(selectUser));

  return (
    <ReviewQueue
      title={t('console.shop_application.title')}
      queue={queue}
      result={result}
      idOf={(item) => item.application_id}
      searchHint={t('console.filters.hint_shop_application')}
      exportPath={mayExport ? 'console/export/shop-applications.csv' : undefined}
      send={(kind, id, remark) => (kind === 'approve' ? approve : reject)({ id, remark })}
      busy={approving.isLoading || rejecting.isLoading}
      buttonLabels={(item) => ({
        approve: t('console.shop_application.approve_label', { name: item.shop_name }),
        reject: t('console.shop_application.reject_label', { name: item.shop_name }),
      })}
      applicantNote={(item) =>
        item.nickname && (
          <Text size="xs" c="dimmed">
            <bdi>{item.nickname}</bdi>
          </Text>
        )
      }
      columns={[
        {
          key: 'shop',
          header: t('console.shop_application.column.shop'),
          cell: (item) => (
            <>
              <Text size="sm" fw={600}>
                <bdi>{item.shop_name}</bdi>
              </Text>
              <Text size="xs">
                <bdi>{item.real_name}</bdi> · <bdi>{item.phone}</bdi>
              </Text>
            </>
          ),
        },
        {
          key: 'id_front',
          header: t('console.shop_application.column.id_front'),
          cell: (item) => <ProofImage url={item.id_front_image_url} alt={t('console.shop_application.column.id_front')} />,
        },
        {
          key: 'id_back',
          header: t('console.shop_application.column.id_back'),
          cell: (item) => <ProofImage url={item.id_back_image_url} alt={t('console.shop_application.column.id_back')} />,
        },
      ]}
      summary={(application, kind) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('console.shop_application.summary', { name: application.shop_name, email: application.email })}
          </Text>
          {kind === 'approve' && (
            <Text size="xs" c="dimmed">
              {t('console.shop_application.approve_hint')}
            </Text>
          )}
        </Stack>
      )}
    />
  );
}
