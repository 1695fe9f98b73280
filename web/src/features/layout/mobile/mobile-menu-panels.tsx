import { useReactiveVar } from '@apollo/client/react';
import { Plural, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type DepartmentsMenu_CategoryFragment, useLayoutShopQuery } from '@web/__generated__/graphql';
import { wishlistVar } from '@web/shared/state/product-lists';
import { categoryPath, productsPath } from '../departments/category-paths';
import { Icon, type IconName } from '../icons';
import { useMainMenu } from '../main-menu';
import { useCurrencies } from '../use-currencies';
import { useLanguages } from '../use-languages';
import styles from './mobile-menu.module.css';

export type PanelId = 'root' | 'language' | 'currency' | 'departments' | `department:${string}`;

interface PanelContext {
  departments: DepartmentsMenu_CategoryFragment[];
  open: (id: PanelId) => void;
  back: () => void;
  navigate: () => void;
}

/** The title and content of one panel of the mobile menu. */
export function usePanel(id: PanelId, ctx: PanelContext): { title: string; content: ReactNode } {
  const { t } = useLingui();
  const languages = useLanguages();
  const currencies = useCurrencies();
  const menu = useMainMenu();
  const wishlistCount = useReactiveVar(wishlistVar).length;
  const phone = useLayoutShopQuery().data?.shop.contact.phone;
  const { open, back, navigate } = ctx;

  const link = (to: string, label: ReactNode, icon?: IconName) => (
    <li key={to}>
      <Link to={to} className={styles.row} onClick={navigate}>
        {icon && <Icon name={icon} size={20} />}
        <span className={styles.grow}>{label}</span>
      </Link>
    </li>
  );
  const next = (panel: PanelId, label: ReactNode, value?: string) => (
    <li key={panel}>
      <button type="button" className={styles.row} onClick={() => open(panel)}>
        <span className={styles.grow}>{label}</span>
        {value && <span className={styles.value}>{value}</span>}
        <Icon name="forward" size={18} className={styles.flip} />
      </button>
    </li>
  );
  const choice = (key: string, label: string, selected: boolean, choose: () => void, lang?: string) => (
    <li key={key}>
      <button
        type="button"
        className={styles.row}
        aria-pressed={selected}
        lang={lang}
        onClick={() => {
          choose();
          back();
        }}
      >
        <span className={styles.grow}>{label}</span>
        {selected && (
          <span className={styles.check} aria-hidden="true">
            ✓
          </span>
        )}
      </button>
    </li>
  );

  if (id === 'language') {
    return {
      title: t`Language`,
      content: (
        <ul className={styles.list}>
          {languages.languages.map((l) =>
            choice(l.code, l.name, l.code === languages.current, () => void languages.change(l.code), l.code),
          )}
        </ul>
      ),
    };
  }
  if (id === 'currency') {
    return {
      title: t`Currency`,
      content: (
        <ul className={styles.list}>
          {currencies.currencies.map((c) =>
            choice(c.code, `${c.symbol} ${c.code} · ${c.name}`, c.code === currencies.current, () =>
              currencies.change(c.code),
            ),
          )}
        </ul>
      ),
    };
  }
  if (id === 'departments') {
    return {
      title: t`Shop by department`,
      content: (
        <ul className={styles.list}>
          {link('/catalog', t`All departments`)}
          {ctx.departments.map((d) =>
            d.children.length > 0 ? next(`department:${d.slug}`, d.name) : link(productsPath(d.slug), d.name),
          )}
        </ul>
      ),
    };
  }
  if (id.startsWith('department:')) {
    const department = ctx.departments.find((d) => `department:${d.slug}` === id);
    return {
      title: department?.name ?? t`Shop by department`,
      content: department && (
        <ul className={styles.list}>
          {link(categoryPath(department.slug), t`All in ${department.name}`)}
          {department.children.map((c) => link(productsPath(c.slug), c.name))}
        </ul>
      ),
    };
  }
  const languageName = languages.languages.find((l) => l.code === languages.current)?.name;
  return {
    title: t`Menu`,
    content: (
      <>
        <ul className={styles.list}>
          {next('language', t`Language`, languageName)}
          {next('currency', t`Currency`, currencies.current)}
        </ul>
        <nav aria-label={t`Menu`}>
          <ul className={styles.list}>
            {menu.map((item) => (item.to === '/catalog' ? next('departments', item.label) : link(item.to, item.label)))}
          </ul>
        </nav>
        <ul className={styles.list}>
          {link(
            '/wishlist',
            <Plural value={wishlistCount} _0="Wishlist" one="Wishlist (#)" other="Wishlist (#)" />,
            'heart',
          )}
          {link('/account/login', t`My account`, 'user')}
          {link('/cart', t`Cart`, 'cart')}
          {link('/account/garage', t`My garage`, 'garage')}
        </ul>
        {phone && (
          <a href={`tel:${phone.replace(/\s/g, '')}`} className={styles.phone}>
            <Icon name="phone" size={20} />
            {t`Call us: ${phone}`}
          </a>
        )}
      </>
    ),
  };
}
