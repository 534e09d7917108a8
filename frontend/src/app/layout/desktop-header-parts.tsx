import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { BrandMenu } from '@/features/catalogue/components/brand-menu';
import { CategoryMenu } from '@/features/catalogue/components/category-menu';
import { DownloadPopover } from '@/features/catalogue/components/download-popover';
import { AccountMenu } from './account-menu';
import { LanguageMenu } from './language-menu';
import { RegionSelect } from './region-select';

/**
 * The header's wide-screen parts. On a phone the same choices live in the phone menu, so these
 * menus (and the floating-element code they bring) load only where they are shown.
 */
export function DesktopHeaderMenus({ showBrand }: { showBrand: boolean }) {
  return (
    <>
      {showBrand && <BrandMenu />}
      <CategoryMenu />
    </>
  );
}

export function DesktopHeaderActions({ showDownload }: { showDownload: boolean }) {
  return (
    <>
      {showDownload && <DownloadPopover />}
      <RegionSelect />
      <LanguageMenu />
      <AccountMenu />
    </>
  );
}
