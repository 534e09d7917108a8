import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify';
import { usePostDisputeMessageMutation } from '../api/dispute-api';
import { orderErrorMessage } from '../order-actions';
import { DISPUTE_MESSAGE_MAX, DISPUTE_PHOTOS_MAX, messageProblem, type CasePhoto } from './dispute-rules';
import { PhotoPicker } from './photo-picker';

/** A message to the other party, with up to six photos. */
export function MessageBox({ disputeId }: { disputeId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<CasePhoto[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [post, posting] = usePostDisputeMessageMutation();

  const send = async (): Promise<void> => {
    const found = messageProblem(text, photos);
    setProblem(found && t(found, { max: DISPUTE_MESSAGE_MAX }));
    setRefusal(null);
    if (found) return;
    const images = photos.map((photo) => photo.path);
    const answer = await post({ dispute_id: disputeId, text: text.trim(), ...(images.length > 0 ? { images } : {}) });
    if (answer.error === undefined) {
      notify('success', t('dispute.message.sent'));
      setText('');
      setPhotos([]);
      return;
    }
    setRefusal(orderErrorMessage(answer.error, t('api.error_unknown')));
  };

  return (
    <Stack gap="xs" component="form" aria-label={t('dispute.message.label')} onSubmit={(event) => { event.preventDefault(); void send(); }}>
      <Textarea
        label={t('dispute.message.label')}
        rows={2}
        maxLength={DISPUTE_MESSAGE_MAX}
        value={text}
        error={problem}
        onChange={(event) => {
          setText(event.currentTarget.value);
        }}
      />
      <PhotoPicker photos={photos} onChange={setPhotos} error={photos.length > DISPUTE_PHOTOS_MAX ? t('dispute.form.photos_too_many', { max: DISPUTE_PHOTOS_MAX }) : null} />
      {refusal && (
        <Alert color="red" variant="light" role="alert">
          {refusal}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={posting.isLoading}>
          {t('dispute.message.send')}
        </Button>
      </Group>
    </Stack>
  );
}
