import { useLingui } from '@lingui/react/macro';

/** The spec's main menu: Home, Services, Shop, About Us, Blogs, Contact Us. */
export function useMainMenu() {
  const { t } = useLingui();
  return [
    { to: '/', label: t`Home`, end: true },
    { to: '/services', label: t`Services` },
    { to: '/catalog', label: t`Shop` },
    { to: '/about-us', label: t`About Us` },
    { to: '/blogs', label: t`Blogs` },
    { to: '/contact-us', label: t`Contact Us` },
  ];
}
