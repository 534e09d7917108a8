import { Button, Chip, Group, TextInput } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { MAX_SEARCH_LENGTH } from '../query-params';

type SearchTarget = 'product' | 'shop';

/**
 * Product or shop search (spec section 2, Header). Any text is accepted, even none, and the
 * field clears after each search.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [target, setTarget] = useState<SearchTarget>('product');
  const [keywords, setKeywords] = useState('');

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const text = keywords.trim();
    void navigate(target === 'product' ? paths.list.getHref({ keywords: text }) : paths.shopList.getHref(text));
    setKeywords('');
  };

  return (
    <form role="search" onSubmit={submit} style={{ width: '100%' }}>
      <Group gap={6} wrap="nowrap">
        {/* Chips, not a segmented control: its sliding pill measures the page before the first
            paint, on every screen, and the header is on every screen. */}
        <Chip.Group
          value={target}
          onChange={(value) => {
            setTarget(value === 'shop' ? 'shop' : 'product');
          }}
        >
          <Group gap={4} wrap="nowrap" role="radiogroup" aria-label={t('catalogue.search.target')}>
            <Chip value="product" size="xs" icon={null}>
              {t('catalogue.search.products')}
            </Chip>
            <Chip value="shop" size="xs" icon={null}>
              {t('catalogue.search.shops')}
            </Chip>
          </Group>
        </Chip.Group>
        <TextInput
          type="search"
          size="sm"
          style={{ flex: 1, minWidth: 0 }}
          aria-label={t('catalogue.search.label')}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={target === 'product' ? t('catalogue.search.product_hint') : t('catalogue.search.shop_hint')}
          value={keywords}
          onChange={(event) => {
            setKeywords(event.currentTarget.value);
          }}
        />
        <Button type="submit" size="sm">
          {t('catalogue.search.submit')}
        </Button>
      </Group>
    </form>
  );
}
