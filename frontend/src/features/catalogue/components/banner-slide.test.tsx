import { DirectionProvider } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import type { HomeBanner } from '../api/catalogue-types';
import { BannerSlide } from './banner-slide';

const electronics: HomeBanner = {
  image: '/media/banners/1.jpg',
  title: 'Tech that keeps up with you',
  subtitle: 'Phones, laptops and audio from trusted shops',
  cta: 'Shop electronics',
  link: '/list?categoryId=1',
};

function renderSlide(banner: HomeBanner, direction: 'ltr' | 'rtl' = 'ltr') {
  return renderWithProviders(
    <MemoryRouter>
      <DirectionProvider initialDirection={direction} detectDirection={false}>
        <BannerSlide banner={banner} first />
      </DirectionProvider>
    </MemoryRouter>,
  );
}

describe('home banner slide', () => {
  it('writes the headline, its line and the call to action over the picture, all in the link', () => {
    renderSlide(electronics);

    const link = screen.getByRole('link', { name: /Tech that keeps up with you/ });
    expect(link).toHaveAttribute('href', '/list?categoryId=1');
    const caption = within(link).getByTestId('banner-caption');
    expect(within(caption).getByRole('heading', { name: 'Tech that keeps up with you' })).toBeInTheDocument();
    expect(within(caption).getByText('Phones, laptops and audio from trusted shops')).toBeInTheDocument();
    // Drawn as a button, but the banner's link is the one control: no nested button or link.
    expect(within(caption).getByText('Shop electronics')).toBeInTheDocument();
    expect(within(link).queryByRole('button')).not.toBeInTheDocument();
    expect(link.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows only the headline when an older server sends no line or call to action', () => {
    renderSlide({ image: '/b.png', title: 'Summer sale', link: '/list?keywords=summer' } as HomeBanner);

    const caption = screen.getByTestId('banner-caption');
    expect(within(caption).getByRole('heading', { name: 'Summer sale' })).toBeInTheDocument();
    expect(caption.querySelector('p')).toBeNull();
    expect(caption.querySelector('.mantine-Button-root')).toBeNull();
  });

  it('mirrors the picture in a right-to-left page, so its illustrations leave the caption side free', () => {
    renderSlide({ ...electronics, title: 'تقنية تواكبك', cta: 'تسوّق الإلكترونيات' }, 'rtl');

    const picture = screen.getByRole('link').querySelector('img');
    expect(picture?.style.transform).toBe('scaleX(-1)');
    expect(screen.getByRole('heading', { name: 'تقنية تواكبك' })).toBeInTheDocument();
  });

  it("names an operator's picture-only banner for its link and never mirrors it", () => {
    renderSlide({ image: '/uploads/2027/01/sale.png', title: '', subtitle: '', cta: '', link: 'https://brand.example/sale' }, 'rtl');

    const link = screen.getByRole('link', { name: 'Featured promotion' });
    expect(link).toHaveAttribute('href', 'https://brand.example/sale');
    expect(screen.queryByTestId('banner-caption')).toBeNull();
    expect(link.querySelector('img')?.style.transform).toBe('');
  });
});
