import { AutoComplete, Col, Form, Input, InputNumber, Row, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { notify } from '@/lib/notify';
import { nameCount } from '@/components/name-rules';
import { useAddMenu } from '../api/add-menu';
import { useUpdateMenu } from '../api/update-menu';
import { MENU_ICONS, MENU_NAME_RULE, menuLabel, menuRules, subtreeIds } from '../menu-rules';
import type { MenuInput, MenuItem } from '../types';

interface Values extends Omit<MenuInput, 'isAuth'> {
  isAuth: boolean;
}

export type MenuEditing = { kind: 'add'; parent: string } | { kind: 'edit'; item: MenuItem };

/** Add or edit a menu item with every field of spec §3 (menuCode, menuIcon, names, order, parent, remark, URL, isAuth). */
export function MenuFormDialog({ editing, items, onClose }: { editing: MenuEditing | null; items: MenuItem[]; onClose: () => void }) {
  const { t, i18n } = useTranslation('menus');
  const add = useAddMenu();
  const update = useUpdateMenu();
  const item = editing?.kind === 'edit' ? editing.item : null;
  const rules = menuRules(t, items, item?.menuId);
  const excluded = new Set(item ? subtreeIds(item) : []);

  const parentOptions = [
    {
      value: '0',
      title: t('topLevel'),
      // An item with sub-items stays at the top: the side navigation shows one level of nesting.
      children: (item?.children?.length ? [] : items)
        .filter((m) => !excluded.has(m.menuId))
        .map((m) => ({
          value: m.menuId,
          title: menuLabel(m, i18n.language),
          // One level of nesting, as the side navigation shows.
          children: [],
        })),
    },
  ];

  const initialValues: Partial<Values> = item
    ? {
        menuName: item.menuName,
        menuNameEn: item.menuNameEn,
        menuUrl: item.menuUrl,
        menuCode: item.menuCode,
        menuIcon: item.menuIcon,
        menuOrder: item.menuOrder,
        menuParent: item.menuParent || '0',
        menuRemark: item.menuRemark,
        isAuth: Boolean(item.isAuth),
      }
    : {
        menuParent: editing?.kind === 'add' ? editing.parent : '0',
        menuOrder: 10,
        isAuth: editing?.kind === 'add' && editing.parent !== '0' ? Boolean(items.find((m) => m.menuId === editing.parent)?.isAuth) : false,
      };

  return (
    <FormDialog<Values>
      open={editing !== null}
      title={item ? t('editTitle', { name: menuLabel(item, i18n.language) }) : t('addTitle')}
      initialValues={initialValues}
      width={720}
      onSubmit={async ({ isAuth, ...values }) => {
        const input: MenuInput = {
          ...values,
          menuCode: values.menuCode?.trim() ?? '',
          menuIcon: values.menuIcon?.trim() ?? '',
          menuRemark: values.menuRemark?.trim() ?? '',
          menuName: values.menuName.trim(),
          menuNameEn: values.menuNameEn.trim(),
          menuUrl: values.menuUrl.trim(),
          isAuth: isAuth ? 1 : 0,
        };
        if (item) await update.mutateAsync({ menuId: item.menuId, ...input });
        else await add.mutateAsync(input);
        notify.success(t('saved'));
      }}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="menuNameEn" label={t('fields.menuNameEn')} rules={rules.menuNameEn}>
            <Input count={nameCount(MENU_NAME_RULE)} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="menuName" label={t('fields.menuName')} rules={rules.menuName}>
            <Input count={nameCount(MENU_NAME_RULE)} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="menuUrl" label={t('fields.menuUrl')} rules={rules.menuUrl} extra={t('urlHint')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="menuCode" label={t('fields.menuCode')} rules={rules.menuCode}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="menuParent" label={t('fields.menuParent')}>
            <TreeSelect treeData={parentOptions} treeDefaultExpandAll showSearch treeNodeFilterProp="title" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="menuOrder" label={t('fields.menuOrder')} rules={rules.menuOrder}>
            <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="menuIcon" label={t('fields.menuIcon')} extra={t('iconHint')}>
            <AutoComplete
              options={MENU_ICONS.map((value) => ({ value }))}
              filterOption={(input, option) => String(option?.value).toLowerCase().includes(input.toLowerCase())}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="isAuth" label={t('fields.isAuth')} valuePropName="checked" extra={t('isAuthHint')}>
            <Switch />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="menuRemark" label={t('fields.menuRemark')} rules={rules.menuRemark}>
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
