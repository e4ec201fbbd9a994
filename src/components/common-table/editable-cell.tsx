import { useId, useState } from 'react';
import { Button, Input } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { nameLength, nameProblem, revealBidi } from '@/lib/names';
import { notify } from '@/lib/notify';

/**
 * Inline cell editing (spec §2) of a name with a maximum length: the text, an edit button; Enter saves,
 * Escape cancels. While saving the input stays, so a failed save keeps what was typed. The name follows
 * the shared name rule (`@/lib/names`): the length counts code points and shows, nothing is cut, and a
 * name too long or made only of invisible characters is not sent but said so under the field.
 */
export function EditableCell({
  value,
  maxLength,
  label,
  onSave,
  saved,
}: {
  value: string;
  maxLength: number;
  /** Accessible name of the field being edited. */
  label: string;
  onSave: (next: string) => Promise<unknown>;
  /**
   * For a silent save call: said once the save has succeeded; then a failure's message is shown here too.
   * Without it, the call itself shows its failure.
   */
  saved?: string;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (draft === null) {
    return (
      <span>
        {revealBidi(value)}{' '}
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={t('common:table.editField', { field: label })}
          onClick={() => setDraft(value)}
        />
      </span>
    );
  }

  const save = async () => {
    const next = draft.trim();
    if (next === value || !next) {
      setDraft(null);
      setRefusal(null);
      return;
    }
    const problem = nameProblem(next, { max: maxLength });
    if (problem === 'invisible' || problem === 'tooLong') {
      setRefusal(
        problem === 'invisible' ? t('common:name.invisible') : t('common:name.tooLong', { count: maxLength, length: nameLength(next) }),
      );
      return;
    }
    setRefusal(null);
    setSaving(true);
    try {
      await onSave(next);
      if (saved) notify.success(saved);
      setDraft(null);
    } catch (error) {
      // The draft stays for another try.
      if (saved) notify.error(error instanceof Error ? error.message : t('common:errors.unknown'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Input
        autoFocus
        size="small"
        value={draft}
        count={{ show: true, max: maxLength, strategy: nameLength }}
        status={refusal ? 'error' : undefined}
        disabled={saving}
        aria-label={label}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? errorId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onPressEnter={() => void save()}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setDraft(null);
            setRefusal(null);
          }
        }}
      />
      {refusal && (
        <div id={errorId} role="alert" style={{ color: 'var(--ant-color-error, #cf1322)', fontSize: 12 }}>
          {refusal}
        </div>
      )}
    </>
  );
}
