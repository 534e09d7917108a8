import { Anchor, Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney } from '@/shared/format';
import { formatChatTime } from '../chat-format';
import { MESSAGE_TYPE, OWN_SIDE, type ChatGoods, type ChatMessage } from '../api/chat-types';

/** A product card: cover, name and the USD price (spec section 9). */
export function ChatGoodsCard({ goods }: { goods: ChatGoods }) {
  const { i18n } = useTranslation();
  return (
    <Anchor component={Link} to={paths.product.getHref(goods.shop_goods_id)} underline="never" c="inherit" data-testid="chat-goods-card">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Image src={goods.cover_image || null} w={56} h={56} radius="sm" fit="cover" alt="" />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" lineClamp={2}>
            {goods.name}
          </Text>
          <Text size="sm" fw={600} c="orange.8">
            {formatMoney(goods.price, i18n.language)}
          </Text>
        </Stack>
      </Group>
    </Anchor>
  );
}

function MessageBody({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  if (message.type === MESSAGE_TYPE.image && message.image_url) {
    return (
      <Anchor href={message.image_url} target="_blank" rel="noopener noreferrer">
        <Image src={message.image_url} maw={200} mah={200} fit="contain" radius="sm" alt={t('chat.picture_alt')} />
      </Anchor>
    );
  }
  if (message.type === MESSAGE_TYPE.product && message.goods_info) {
    return <ChatGoodsCard goods={message.goods_info} />;
  }
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {message.content}
    </Text>
  );
}

/** One message: the viewer's own side on the inline end, the other side on the start. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const own = message.flag === OWN_SIDE;
  return (
    <Box
      data-testid="chat-message"
      data-side={own ? 'own' : 'other'}
      style={{ display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start' }}
    >
      <Text size="xs" c="dimmed">
        {message.name} · {formatChatTime(message.add_time)}
      </Text>
      <Paper px="sm" py={6} radius="md" maw="80%" bg={own ? 'orange.1' : 'gray.1'}>
        <MessageBody message={message} />
      </Paper>
    </Box>
  );
}
