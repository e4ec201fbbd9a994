import { useState } from 'react';
import { Button, Input } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * Inline cell editing (spec §2) with a maximum length: the text, an edit button; Enter saves, Escape
 * cancels. While saving the input stays, so a failed save keeps what was typed.
 */
export function EditableCell({
  value,
  maxLength,
  label,
  onSave,
}: {
  value: string;
  maxLength: number;
  /** Accessible name of the field being edited. */
  label: string;
  onSave: (next: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (draft === null) {
    return (
      <span>
        {value}{' '}
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
      return;
    }
    setSaving(true);
    try {
      await onSave(next);
      setDraft(null);
    } catch {
      // The client has shown why; the draft stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Input
      autoFocus
      size="small"
      value={draft}
      maxLength={maxLength}
      showCount
      disabled={saving}
      aria-label={label}
      onChange={(event) => setDraft(event.target.value)}
      onPressEnter={() => void save()}
      onBlur={() => void save()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDraft(null);
      }}
    />
  );
}
