import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentType, type ReactNode, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorAlert, SuccessNote } from './error-alert';
import type { ServerError } from './error-message';
import { useAdminTitle } from './use-admin-title';
import styles from './admin-ui.module.css';

/** A column of the list: its header and what a row shows in it. */
export interface ListColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** A change of the list's kind: the server's errors, none when it went through. */
type Change<Input> = (id: string | null, input: Input) => Promise<readonly ServerError[]>;

/** What the page gives its form: the row to edit (null: a new one), the list, save and close. */
export interface ListFormProps<Row, Input> {
  row: Row | null;
  rows: readonly Row[];
  save: Change<Input>;
  onDone: () => void;
}

interface ListEditPageProps<Row extends { id: string; name: string }, Input> {
  title: string;
  caption: string;
  addLabel: ReactNode;
  savedNote: ReactNode;
  /** The list could not be read. */
  failed: boolean;
  rows: readonly Row[];
  columns: readonly ListColumn<Row>[];
  save: Change<Input>;
  /** The form for a new row or one row. */
  Form: ComponentType<ListFormProps<Row, Input>>;
  /** Deletes a row; a refusal (its code translated) is shown above the list. */
  remove: (id: string) => Promise<readonly ServerError[]>;
  /** What the delete dialog says beside "Delete <name>?": what stops a deletion. */
  deleteWarning: ReactNode;
  deletedNote: (name: string) => string;
}

/**
 * A back-office list with one form beside it: add a row, edit one, delete one (asked first).
 * Brands and categories use it; each brings its columns and its form.
 */
export function ListEditPage<Row extends { id: string; name: string }, Input>(props: ListEditPageProps<Row, Input>) {
  const { t } = useLingui();
  useAdminTitle(props.title);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [note, setNote] = useState<ReactNode>(null);
  const [alert, setAlert] = useState<string[]>([]);
  const open = (next: Row | 'new') => {
    setNote(null);
    setAlert([]);
    setEditing(next);
  };
  const save: Change<Input> = async (id, input) => {
    const failures = await props.save(id, input);
    setNote(failures.length === 0 ? props.savedNote : null);
    return failures;
  };
  const remove = async (row: Row) => {
    const failures = await props.remove(row.id);
    setAlert(failures.map((e) => `ERROR_API_${e.code}`));
    setNote(failures.length === 0 ? props.deletedNote(row.name) : null);
    if (failures.length === 0 && editing !== 'new' && editing?.id === row.id) setEditing(null);
  };
  return (
    <>
      <h1>{props.title}</h1>
      {props.failed ? <ErrorAlert keys={['ERROR_API_UNEXPECTED']} /> : null}
      <ErrorAlert keys={alert} />
      {note ? <SuccessNote>{note}</SuccessNote> : null}
      {editing ? (
        <props.Form
          key={editing === 'new' ? 'new' : editing.id}
          row={editing === 'new' ? null : editing}
          rows={props.rows}
          save={save}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => open('new')}>
            {props.addLabel}
          </button>
        </div>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.muted}>{props.caption}</caption>
          <thead>
            <tr>
              {props.columns.map((c) => (
                <th key={c.header} scope="col">
                  {c.header}
                </th>
              ))}
              <th scope="col">{t`Change`}</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.id}>
                {props.columns.map((c) => (
                  <td key={c.header}>{c.cell(row)}</td>
                ))}
                <td>
                  <RowActions
                    name={row.name}
                    onEdit={() => open(row)}
                    onDelete={() => remove(row)}
                    deleteWarning={props.deleteWarning}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Edit and delete (asked first) for the row named `name`. */
function RowActions({
  name,
  onEdit,
  onDelete,
  deleteWarning,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => Promise<void>;
  deleteWarning: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.secondary} aria-label={t`Edit ${name}`} onClick={onEdit}>
        <Trans>Edit</Trans>
      </button>
      <ConfirmDialog
        trigger={
          <button type="button" className={styles.secondary} aria-label={t`Delete ${name}`}>
            <Trans>Delete</Trans>
          </button>
        }
        title={t`Delete ${name}?`}
        description={deleteWarning}
        confirm={<Trans>Delete</Trans>}
        onConfirm={onDelete}
      />
    </div>
  );
}
