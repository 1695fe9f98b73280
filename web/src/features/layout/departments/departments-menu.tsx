import * as Menu from '@radix-ui/react-dropdown-menu';
import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { DepartmentsMenu_CategoryFragment } from '@web/__generated__/graphql';
import { useDirection } from '@web/shared/i18n/use-direction';
import { categoryPath, productsPath } from './category-paths';
import { DepartmentsTriggerContent } from './departments-trigger';
import styles from './departments-menu.module.css';

/**
 * "Shop by department": a menu button with one entry per top-level category; each opens a
 * mega-menu of its subcategories. Radix gives the keyboard model (arrows, Enter, Escape, typeahead)
 * and closes it on an outside click. Not modal: the page stays in the accessibility tree.
 */
export function DepartmentsMenu({ departments }: { departments: DepartmentsMenu_CategoryFragment[] }) {
  const { t } = useLingui();
  const dir = useDirection();
  return (
    <Menu.Root dir={dir} modal={false}>
      <Menu.Trigger className={styles.trigger}>
        <DepartmentsTriggerContent />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={styles.list} align="start" sideOffset={6}>
          {departments.length === 0 && <Menu.Item disabled className={styles.item}>{t`Loading…`}</Menu.Item>}
          {departments.map((department) => (
            <Department key={department.id} department={department} />
          ))}
          <Menu.Separator className={styles.separator} />
          <Menu.Item asChild className={styles.item}>
            <Link to="/catalog">{t`All departments`}</Link>
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

function Department({ department }: { department: DepartmentsMenu_CategoryFragment }) {
  const { t } = useLingui();
  const { name, items } = department;
  if (department.children.length === 0) {
    return (
      <Menu.Item asChild className={styles.item}>
        <Link to={productsPath(department.slug)}>{name}</Link>
      </Menu.Item>
    );
  }
  return (
    <Menu.Sub>
      <Menu.SubTrigger className={styles.item}>
        {name}
        <svg aria-hidden="true" className={styles.arrow} viewBox="0 0 24 24" width="16" height="16">
          <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Menu.SubTrigger>
      <Menu.Portal>
        <Menu.SubContent className={styles.mega} sideOffset={4} alignOffset={-8}>
          <div className={styles.columns}>
            {department.children.map((child) => (
              <Menu.Group key={child.id} className={styles.column}>
                <Menu.Item asChild className={styles.heading}>
                  <Link to={productsPath(child.slug)}>
                    {child.name}
                    <span className={styles.count}>
                      <Plural value={child.items} one="# part" other="# parts" />
                    </span>
                  </Link>
                </Menu.Item>
                {child.children.map((leaf) => (
                  <Menu.Item key={leaf.id} asChild className={styles.link}>
                    <Link to={productsPath(leaf.slug)}>{leaf.name}</Link>
                  </Menu.Item>
                ))}
              </Menu.Group>
            ))}
          </div>
          <div className={styles.feature}>
            {department.image && <img src={department.image} alt="" width="160" height="120" loading="lazy" />}
            <Menu.Item asChild className={styles.all}>
              <Link to={categoryPath(department.slug)}>{t`All in ${name} (${items})`}</Link>
            </Menu.Item>
          </div>
        </Menu.SubContent>
      </Menu.Portal>
    </Menu.Sub>
  );
}
