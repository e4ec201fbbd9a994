import { useMemo, useState } from 'react';
import { Breadcrumb, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminScreen } from '@/components/admin-screen';
import { useLocalList } from '@/components/common-table/use-local-list';
import { useFileParams } from '@/entities/file-params/get-file-params';
import { useAreasByParent } from '../api/get-areas-by-parent';
import { useSaveArea } from '../api/save-area';
import { ParamTable, paramFilter } from '../components/param-table';
import { paramLabel } from '../param-rules';
import type { FileParam } from '../types';

interface Level {
  id: string;
  name: string;
}

/**
 * Area management (/area): archive areas as a tree of parents. One level at a time (GET /fileParam/getByRid
 * of the parent), with the chain of parents as a breadcrumb; open an area to manage its sub-areas.
 */
export default function AreaPage() {
  const { t, i18n } = useTranslation('org');
  const [path, setPath] = useState<Level[]>([]);
  const parentId = path.at(-1)?.id ?? '0';
  const parentName = path.at(-1)?.name;
  const areas = useAreasByParent(parentId);
  const all = useFileParams('area');
  const list = useLocalList(areas.data, paramFilter);
  const save = useSaveArea();
  const childCount = useMemo(() => {
    const counts = new Map<string, number>();
    for (const area of all.data ?? []) counts.set(area.parentId, (counts.get(area.parentId) ?? 0) + 1);
    return counts;
  }, [all.data]);

  const go = (next: Level[]) => {
    setPath(next);
    list.startOver();
  };
  const levelLink = (name: string, next: Level[]) => (
    <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => go(next)}>
      {name}
    </Button>
  );

  return (
    <AdminScreen title={t('routes:area')}>
      <nav aria-label={t('areaPath')} style={{ marginBottom: 12 }}>
        <Breadcrumb
          items={[
            { key: '0', title: path.length ? levelLink(t('allAreas'), []) : t('allAreas') },
            ...path.map((level, i) => ({
              key: level.id,
              title: i < path.length - 1 ? levelLink(level.name, path.slice(0, i + 1)) : level.name,
            })),
          ]}
        />
      </nav>
      <ParamTable
        list={list}
        query={areas}
        save={save.mutateAsync}
        newParentId={parentId}
        extraColumns={[
          {
            title: t('fields.subAreas'),
            key: 'children',
            render: (_: unknown, a: FileParam) => (
              <Button type="link" size="small" onClick={() => go([...path, { id: a.id, name: paramLabel(a, i18n.language) }])}>
                {t('openArea', { name: paramLabel(a, i18n.language), count: childCount.get(a.id) ?? 0 })}
              </Button>
            ),
          },
        ]}
        texts={{
          label: parentName ? t('subAreasOf', { name: parentName }) : t('topAreas'),
          add: parentName ? t('actions.addSubArea', { name: parentName }) : t('actions.addArea'),
          empty: t('noAreas'),
          newTitle: parentName ? t('newSubArea', { name: parentName }) : t('newArea'),
          editTitle: (name) => t('editArea', { name }),
          confirmDelete: (name) => t('confirmDeleteArea', { name }),
          deleteHint: t('deleteAreaHint'),
        }}
      />
    </AdminScreen>
  );
}
