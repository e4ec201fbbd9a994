import { useState } from 'react';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '@/lib/app-feedback';
import { FormDialog } from '@/components/form-dialog';
import { politeResult } from '@/lib/announce';
import { deleteView, renameView, saveView, type SavedView, type SavedViewState } from '@/lib/saved-views';

export interface SavedViewsDialogsProps {
  dialog: 'save' | 'manage' | null;
  /** The view on screen, which the save dialog stores (absent on /home: no save dialog). */
  current?: SavedViewState;
  views: SavedView[];
  onClose: () => void;
  /** Opens a view (the menu's way: its choices stored, then the screen). */
  onOpen: (view: SavedView) => void;
  /** Gives the focus back to the menu's button. */
  refocus: () => void;
}

/** The saved views' dialogs: save the view on screen under a name; open, rename or delete the saved ones. */
export default function SavedViewsDialogs({ dialog, current, views, onClose, onOpen, refocus }: SavedViewsDialogsProps) {
  const { t } = useTranslation('workspace');
  const { message } = useAppFeedback();
  return (
    <>
      {current && (
        <FormDialog<{ name: string }>
          open={dialog === 'save'}
          title={t('savedViews.saveTitle')}
          okText={t('savedViews.saveOk')}
          onClose={() => {
            onClose();
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
        onCancel={onClose}
        afterClose={refocus}
        footer={<Button onClick={onClose}>{t('common:actions.close')}</Button>}
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
                  onClose();
                  onOpen(view);
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
  const { message } = useAppFeedback();
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
