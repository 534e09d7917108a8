import { Box } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import { useAfterFirstPaint } from '@/shared/after-first-paint';
import { HeaderSearch } from '@/features/catalogue/components/header-search';
import { HeaderCart } from '@/features/orders/components/header-cart';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import { Header } from './header';

// Rendered only inside the phone menu, so it loads with the menu's first opening.
const CategoryLinks = lazy(async () => ({
  default: (await import('@/features/catalogue/components/category-links')).CategoryLinks,
}));

export function DefaultLayout({ children }: { children: ReactNode }) {
  const options = useAppSelector((state) => state.layoutOptions);
  // The footer lies below the first screen (the screen's place is at least a screen tall): it
  // renders after the first paint, and its work (links, the subscribe form and its promise
  // figures' number formats) does not hold back the screen's largest picture.
  const painted = useAfterFirstPaint();
  return (
    <Box
      mih="100vh"
      bg={options.white ? 'white' : 'gray.0'}
      data-theme={options.theme}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Header
        showLogo={options.showLogo}
        slots={{
          categoryLinks: (
            <Suspense fallback={null}>
              <CategoryLinks />
            </Suspense>
          ),
          showBrand: options.showBrand,
          search: options.showSearch ? <HeaderSearch /> : null,
          showDownload: options.showDownload,
          cart: <HeaderCart />,
        }}
      />
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      {painted && <Footer showSubscribe={options.showSubscribe} />}
      <BackToTop />
    </Box>
  );
}
