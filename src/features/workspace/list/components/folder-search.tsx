import { useState } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '@/lib/app-feedback';

/**
 * Search in the open folder (at least one character, spec §5). Submitting an empty box clears an active
 * search; the box follows the URL when the user goes back or forward.
 */
export function FolderSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('workspace');
  const { message } = useAppFeedback();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }

  return (
    <Input.Search
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(raw, _event, info) => {
        const next = raw.trim();
        if (!next && !value) {
          if (info?.source !== 'clear') message.warning(t('common:table.searchMin'));
          return;
        }
        onSearch(next);
      }}
      placeholder={t('search.placeholder')}
      aria-label={t('search.label')}
      style={{ width: 260 }}
    />
  );
}
