import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export function BackToTop() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 30, right: 30 }}>
      <Transition transition="slide-up" mounted={scroll.y > 200}>
        {(style) => (
          <ActionIcon
            style={style}
            size="xl"
            radius="xl"
            aria-label={t('layout.footer.back_to_top')}
            onClick={() => {
              scrollTo({ y: 0 });
            }}
          >
            <span aria-hidden="true">↑</span>
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
