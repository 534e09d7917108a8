import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { greetingApi } from './greeting-api';

export function Layout() {
  const { t } = useTranslation();
  return (
    <>
      <header>
        <nav aria-label={t('nav.label')}>
          <Link to="/">{t('nav.home')}</Link> | <Link to="/about">{t('nav.about')}</Link>
        </nav>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

export function Home() {
  const { t } = useTranslation();
  const { data, isLoading } = greetingApi.useGetGreetingQuery();
  return (
    <>
      <h1>{t('home.title')}</h1>
      <p>{isLoading ? t('home.loading') : data?.greeting}</p>
    </>
  );
}

export function About() {
  const { t } = useTranslation();
  return <h1>{t('about.title')}</h1>;
}
