import { useTranslation } from 'react-i18next';
import { AdminScreen } from '@/components/admin-screen';
import { useLocalList } from '@/components/common-table/use-local-list';
import { useFileParams } from '@/entities/file-params/get-file-params';
import { useSaveDepartment } from '../api/save-department';
import { ParamConfigCard } from '../components/param-config-card';
import { ParamTable, paramFilter } from '../components/param-table';

/** Department management (/department): list, add, edit (also inline), delete; and the system file parameters. */
export default function DepartmentPage() {
  const { t } = useTranslation('org');
  const departments = useFileParams('department');
  const list = useLocalList(departments.data, paramFilter);
  const save = useSaveDepartment();
  return (
    <AdminScreen title={t('routes:department')}>
      <ParamTable
        list={list}
        query={departments}
        save={save.mutateAsync}
        texts={{
          label: t('departmentsLabel'),
          add: t('actions.addDepartment'),
          empty: t('noDepartments'),
          newTitle: t('newDepartment'),
          editTitle: (name) => t('editDepartment', { name }),
          confirmDelete: (name) => t('confirmDeleteDepartment', { name }),
          deleteHint: t('deleteDepartmentHint'),
        }}
      />
      <ParamConfigCard />
    </AdminScreen>
  );
}
