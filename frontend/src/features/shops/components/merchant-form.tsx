import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxCard.css';
import { Alert, Anchor, Button, Checkbox, Input, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ImageUpload } from '@/shared/components/image-upload';
import { formValidator } from '@/shared/form-validation';
import { notify } from '@/shared/notify';
import { rules, type Rule } from '@/shared/validation';
import { useApplyShopMutation } from '../api/merchant-api';
import { applyProblem, type MerchantValues } from '../apply-errors';

/** The server's limits (ShopApplication): longer values are refused with 102. */
export const SHOP_NAME_MAX = 80;
export const REAL_NAME_MAX = 64;
export const PHONE_MAX = 32;

const ticked =
  (message: string): Rule =>
  (value) =>
    value === true ? null : message;

/** The store application (spec 4 and 5): every field and both ID screenshots, and the agreement. */
export function MerchantForm() {
  const { t } = useTranslation();
  const [apply, { isLoading }] = useApplyShopMutation();
  const [imageUrls, setImageUrls] = useState({ idFrontImage: '', idBackImage: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<MerchantValues>({
    initialValues: { shopName: '', realName: '', phone: '', idFrontImage: '', idBackImage: '', agree: false },
    validate: formValidator<MerchantValues>(
      {
        shopName: [rules.required('merchant.form.shop_name_required')],
        realName: [rules.required('merchant.form.real_name_required')],
        phone: [rules.required('merchant.form.phone_required')],
        idFrontImage: [rules.required('merchant.form.id_front_required')],
        idBackImage: [rules.required('merchant.form.id_back_required')],
        agree: [ticked('merchant.form.agree_required')],
      },
      t,
    ),
  });

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    const result = await apply({
      shop_name: values.shopName.trim(),
      real_name: values.realName.trim(),
      phone: values.phone.trim(),
      id_front_image: values.idFrontImage,
      id_back_image: values.idBackImage,
      agree: values.agree,
    });
    if (result.error === undefined) {
      notify('success', t('merchant.form.submitted'));
      return;
    }
    const placed = applyProblem(result.error, t('api.error_unknown'));
    if (placed?.field) form.setFieldError(placed.field, placed.message);
    else if (placed) setProblem(placed.message);
  });

  const imageField = (field: 'idFrontImage' | 'idBackImage', labelKey: string) => (
    <Input.Wrapper label={t(labelKey)} withAsterisk labelElement="div" error={form.errors[field]}>
      <div style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
        <ImageUpload
          label={t(labelKey)}
          imageUrl={imageUrls[field]}
          preview="document"
          purpose="document"
          onUploaded={(image) => {
            form.setFieldValue(field, image.path);
            setImageUrls((urls) => ({ ...urls, [field]: image.url }));
          }}
        />
      </div>
    </Input.Wrapper>
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="merchant-title">
      <Stack gap="md">
        <TextInput
          label={t('merchant.form.shop_name')}
          withAsterisk
          maxLength={SHOP_NAME_MAX}
          {...form.getInputProps('shopName')}
        />
        <TextInput
          label={t('merchant.form.real_name')}
          withAsterisk
          autoComplete="name"
          maxLength={REAL_NAME_MAX}
          {...form.getInputProps('realName')}
        />
        <TextInput
          label={t('merchant.form.phone')}
          withAsterisk
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX}
          {...form.getInputProps('phone')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {imageField('idFrontImage', 'merchant.form.id_front')}
          {imageField('idBackImage', 'merchant.form.id_back')}
        </SimpleGrid>
        <Checkbox
          label={
            <>
              {t('merchant.form.agree')}{' '}
              <Anchor href={paths.postDetail.getHref('terms')} target="_blank" rel="noopener noreferrer">
                {t('merchant.form.contract')}
              </Anchor>
            </>
          }
          {...form.getInputProps('agree', { type: 'checkbox' })}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Button type="submit" loading={isLoading} w="fit-content">
          {t('merchant.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
