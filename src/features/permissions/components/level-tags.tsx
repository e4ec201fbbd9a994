import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dirLevelLabel, fileLevelLabel } from '../levels';

/** A folder's directory and file level as two small tags. */
export function LevelTags({ dirLevel, fileLevel }: { dirLevel: number | null; fileLevel: number }) {
  const { t } = useTranslation('permissions');
  return (
    <>
      {dirLevel !== null && (
        <Tag color={dirLevel === 0 ? 'red' : 'blue'}>
          {t('dirShort')} {dirLevelLabel(t, dirLevel)}
        </Tag>
      )}
      <Tag color="geekblue">
        {t('fileShort')} {fileLevelLabel(t, fileLevel)}
      </Tag>
    </>
  );
}
