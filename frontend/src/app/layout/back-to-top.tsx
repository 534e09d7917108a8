import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SHOWN_BELOW_PX = 200;

/**
 * Appears once the page is scrolled down. The position is read only when the page scrolls:
 * reading it while the first screen is built would force a layout in the middle of the load.
 */
export function BackToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useWindowEvent(
    'scroll',
    () => {
      setShown(window.scrollY > SHOWN_BELOW_PX);
    },
    { passive: true },
  );
  return (
    <Affix position={{ bottom: 30, right: 30 }}>
      <Transition transition="slide-up" mounted={shown}>
        {(style) => (
          <ActionIcon
            style={style}
            size="xl"
            radius="xl"
            aria-label={t('layout.footer.back_to_top')}
            onClick={() => {
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          >
            <span aria-hidden="true">↑</span>
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
