import { useRef, useState } from 'react';
import { App, Button, Dropdown, Form, Input, Modal, Space, Typography, type MenuProps } from 'antd';
import { BookOutlined, DeleteOutlined, DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormDialog } from '@/components/form-dialog';
import { politeResult } from '@/lib/announce';
import { revealBidi } from '@/lib/names';
import {
  applySavedViewChoices,
  deleteView,
  renameView,
  saveView,
  savedViewPath,
  useSavedViews,
  type SavedView,
  type SavedViewState,
} from '@/lib/saved-views';

export interface SavedViewsMenuProps {
  /** The view on screen, which can be saved (the workspace); without it (on /home) views are only opened and managed. */
  current?: SavedViewState;
  /** A view is being opened: its device choices (columns, cards or list) are stored; the screen takes them now. */
  onOpen?: (view: SavedView) => void;
}

/** Where a view was opened from: the workspace says so when the view's folder can no longer be seen. */
export interface SavedViewNavigationState {
  savedView: string;
}

/**
 * "Saved views" (issue 17 pt 4): a menu to save the workspace view under a name, open a saved one, and a
 * dialog to rename or delete them. Views are kept per account in this browser (lib/saved-views). Every
 * dialog gives the focus back to the menu's button when it closes.
 */
export function SavedViewsMenu({ current, onOpen }: SavedViewsMenuProps) {
  const { t } = useTranslation('workspace');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const views = useSavedViews();
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const refocus = () => trigger.current?.focus();

  const open = (view: SavedView) => {
    applySavedViewChoices(view);
    onOpen?.(view);
    navigate(savedViewPath(view), { state: { savedView: view.name } satisfies SavedViewNavigationState });
  };

  const items: MenuProps['items'] = [
    ...(current ? [{ key: 'save', label: t('savedViews.save') }] : []),
    ...(current ? [{ type: 'divider' as const }] : []),
    views.length
      ? {
          type: 'group' as const,
          key: 'views',
          label: t('savedViews.open'),
          children: views.map((view) => ({ key: `view:${view.id}`, label: revealBidi(view.name) })),
        }
      : { key: 'none', label: t('savedViews.none'), disabled: true },
    ...(views.length ? [{ type: 'divider' as const }, { key: 'manage', label: t('savedViews.manage') }] : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'save' || key === 'manage') setDialog(key);
    else if (key.startsWith('view:')) {
      const view = views.find((v) => `view:${v.id}` === key);
      if (view) open(view);
    }
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button ref={trigger} icon={<BookOutlined />}>
          <Space size={4}>
            {t('savedViews.button')}
            <DownOutlined aria-hidden />
          </Space>
        </Button>
      </Dropdown>
      {current && (
        <FormDialog<{ name: string }>
          open={dialog === 'save'}
          title={t('savedViews.saveTitle')}
          okText={t('savedViews.saveOk')}
          onClose={() => {
            setDialog(null);
            requestAnimationFrame(refocus);
          }}
          onSubmit={async ({ name }) => {
            const replaced = views.some((view) => view.name === name.trim());
            saveView(name, current);
            void message.success(politeResult(t(replaced ? 'savedViews.replaced' : 'savedViews.saved', { name: name.trim() })));
          }}
        >
          <Form.Item
            name="name"
            label={t('savedViews.name')}
            extra={t('savedViews.nameHelp')}
            rules={[{ required: true, whitespace: true, message: t('savedViews.nameRequired') }, { max: 60 }]}
          >
            <Input autoFocus maxLength={60} />
          </Form.Item>
        </FormDialog>
      )}
      <Modal
        open={dialog === 'manage'}
        title={t('savedViews.manageTitle')}
        onCancel={() => setDialog(null)}
        afterClose={refocus}
        footer={<Button onClick={() => setDialog(null)}>{t('common:actions.close')}</Button>}
        destroyOnHidden
      >
        {views.length === 0 ? (
          <Typography.Text type="secondary">{t('savedViews.none')}</Typography.Text>
        ) : (
          <ul aria-label={t('savedViews.open')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {views.map((view) => (
              <ManagedView
                key={view.id}
                view={view}
                others={views}
                onOpen={() => {
                  setDialog(null);
                  open(view);
                }}
              />
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}

/** One view in the manage dialog: open it, rename it in place, delete it. */
function ManagedView({ view, others, onOpen }: { view: SavedView; others: SavedView[]; onOpen: () => void }) {
  const { t } = useTranslation('workspace');
  const { message } = App.useApp();
  const [name, setName] = useState(view.name);
  const trimmed = name.trim();
  const taken = others.some((other) => other.id !== view.id && other.name === trimmed);
  const changed = trimmed !== '' && trimmed !== view.name && !taken;
  const rename = () => {
    if (!changed) return;
    renameView(view.id, trimmed);
    void message.success(politeResult(t('savedViews.renamed', { from: view.name, to: trimmed })));
  };
  return (
    <li style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '6px 0' }}>
      <Input
        aria-label={t('savedViews.nameOf', { name: view.name })}
        value={name}
        maxLength={60}
        status={taken ? 'error' : undefined}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={rename}
      />
      <Button size="small" onClick={onOpen} aria-label={t('savedViews.openNamed', { name: view.name })}>
        {t('savedViews.openOne')}
      </Button>
      <Button size="small" disabled={!changed} onClick={rename}>
        {t('savedViews.rename')}
      </Button>
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('savedViews.deleteOne', { name: view.name })}
        onClick={() => {
          deleteView(view.id);
          void message.success(politeResult(t('savedViews.deleted', { name: view.name })));
        }}
      />
    </li>
  );
}
