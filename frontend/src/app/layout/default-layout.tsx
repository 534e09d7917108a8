import { Box } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useAppSelector } from '@/app/hooks';
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
      <Footer showSubscribe={options.showSubscribe} />
      <BackToTop />
    </Box>
  );
}
