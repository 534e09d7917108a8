import '@mantine/core/styles/Tabs.css';
import { Paper, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SanitizedHtml } from '@/shared/components/sanitized-html';
import { useGetGoodsCommentsQuery } from '../api/catalogue-api';
import type { GoodsDetail } from '../api/catalogue-types';
import { GoodsComments } from './goods-comments';

/** The description and the reviews (paged, with the rating summary) of a product. */
export function ProductTabs({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const [commentPage, setCommentPage] = useState(1);
  const comments = useGetGoodsCommentsQuery({ id: goods.shop_goods_id, page: commentPage });
  return (
  <Paper withBorder radius="md" p="md">
    <Tabs defaultValue="description" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="description">{t('catalogue.product.description')}</Tabs.Tab>
        <Tabs.Tab value="comments">
          {t('catalogue.product.comments', { count: comments.data?.total ?? 0 })}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="description" pt="md">
        {goods.description_html ? (
          <SanitizedHtml html={goods.description_html} />
        ) : (
          <Text c="dimmed">{t('catalogue.product.no_description')}</Text>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="comments" pt="md">
        <GoodsComments
          rating={goods.rating}
          data={comments.data}
          loading={comments.isLoading}
          page={commentPage}
          onPage={setCommentPage}
        />
      </Tabs.Panel>
    </Tabs>
  </Paper>

  );
}
