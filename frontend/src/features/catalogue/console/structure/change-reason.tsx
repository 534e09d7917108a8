import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STAFF_REASON_MAX } from '@/shared/approval/staff-reason';

/** The optional reason of a category's or brand's save, which auditors read in the record. */
export function ChangeReason(props: Pick<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'>) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('console.structure.reason')}
      description={t('console.structure.reason_hint')}
      maxLength={STAFF_REASON_MAX}
      {...props}
    />
  );
}
