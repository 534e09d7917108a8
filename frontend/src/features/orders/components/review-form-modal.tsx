import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Image, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-types';
import { notify } from '@/shared/notify';
import { useAddReviewMutation } from '../api/review-write-api';
import { DEFAULT_STAR, REVIEW_CONTENT_MAX, reviewContentProblem, starLabel } from '../review-rules';
import type { ReviewTarget } from '../api/review-write-types';

function problemOf(error: unknown, fallback: string): { field: 'content' | 'star' | null; message: string } {
  if (!isApiError(error)) return { field: null, message: fallback };
  if (error.kind === 'APIError' && error.code === 102) {
    const data = error.data as { field?: unknown } | null;
    if (data?.field === 'content' || data?.field === 'star') return { field: data.field, message: error.message };
  }
  return { field: null, message: error.message || fallback };
}

/** The review form of one bought line: stars (default 5, labelled Bad..Excellent) and required text. */
export function ReviewFormModal({
  target,
  onClose,
}: {
  target: ReviewTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [addReview, { isLoading }] = useAddReviewMutation();
  const [star, setStar] = useState(DEFAULT_STAR);
  const [content, setContent] = useState('');
  const [contentError, setContentError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = (): void => {
    setStar(DEFAULT_STAR);
    setContent('');
    setContentError(null);
    setProblem(null);
    onClose();
  };

  const submit = async (): Promise<void> => {
    if (!target) return;
    const local = reviewContentProblem(content);
    if (local) {
      setContentError(t(local, { max: REVIEW_CONTENT_MAX }));
      return;
    }
    setProblem(null);
    const answer = await addReview({
      order_id: target.orderId,
      shop_goods_id: target.shopGoodsId,
      sku_id: target.skuId,
      star,
      content: content.trim(),
    });
    if (answer.error === undefined) {
      notify('success', t('review.form.done'));
      close();
      return;
    }
    const found = problemOf(answer.error, t('api.error_unknown'));
    if (found.field === 'content') setContentError(t('review.form.content_required'));
    else setProblem(found.message);
  };

  return (
    <Modal opened={target !== null} onClose={close} title={t('review.form.title')} centered>
      {target && (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <Image src={target.image} w={48} h={48} radius="sm" alt="" fit="cover" />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} lineClamp={2}>
                {target.name}
              </Text>
              {target.propsDesc && (
                <Text size="xs" c="dimmed">
                  {target.propsDesc.split(';').join(' · ')}
                </Text>
              )}
            </Stack>
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="review-star-label">
              {t('review.form.star')}
            </Text>
            <Group gap="sm">
              <Rating
                value={star}
                onChange={(value) => {
                  if (value >= 1) setStar(value);
                }}
                size="lg"
                role="radiogroup"
                aria-labelledby="review-star-label"
                getSymbolLabel={(index) => t(starLabel(index))}
              />
              <Text size="sm" c="dimmed" data-testid="review-star-text">
                {t(starLabel(star))}
              </Text>
            </Group>
          </Stack>
          <Textarea
            label={t('review.form.content')}
            placeholder={t('review.form.content_placeholder')}
            withAsterisk
            rows={4}
            maxLength={REVIEW_CONTENT_MAX}
            value={content}
            error={contentError}
            onChange={(event) => {
              setContent(event.currentTarget.value);
              setContentError(null);
            }}
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('review.form.cancel')}
            </Button>
            <Button loading={isLoading} onClick={() => void submit()}>
              {t('review.form.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
