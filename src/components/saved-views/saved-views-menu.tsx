import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { BookOutlined, DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { revealBidi } from '@/lib/names';
import { notify } from '@/lib/notify';
import { applySavedViewChoices, savedViewPath, useSavedViews, type SavedView, type SavedViewState } from '@/lib/saved-views';
import type { SavedViewsDialogsProps } from './saved-views-dialogs';

/**
 * The save and manage dialogs (a form, inputs, a modal) load when first opened, not with the first paint of
 * /home and the file lists.
 */
const SavedViewsDialogs = lazy((): Promise<{ default: ComponentType<SavedViewsDialogsProps> }> =>
  import('./saved-views-dialogs').then(
    (m) => ({ default: m.default }),
    () => ({ default: NotLoaded }),
  ),
);

/** In place of the dialogs when their code could not be fetched: says so and closes. */
function NotLoaded({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    notify.error(t('common:errors.connectionFailed'));
    onClose();
  }, [onClose, t]);
  return null;
}

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
 * "Saved views": a menu to save the workspace view under a name, open a saved one, and a
 * dialog to rename or delete them. Views are kept per account in this browser (lib/saved-views). Every
 * dialog gives the focus back to the menu's button when it closes.
 */
export function SavedViewsMenu({ current, onOpen }: SavedViewsMenuProps) {
  const { t } = useTranslation('workspace');
  const navigate = useNavigate();
  const views = useSavedViews();
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  // Once opened, the dialogs stay mounted, so they close with their animation and open again at once.
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const refocus = () => trigger.current?.focus();
  const close = useCallback(() => setDialog(null), []);

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
    if (key === 'save' || key === 'manage') {
      setOpened(true);
      setDialog(key);
    } else if (key.startsWith('view:')) {
      const view = views.find((v) => `view:${v.id}` === key);
      if (view) open(view);
    }
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button ref={trigger} icon={<BookOutlined />}>
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            {t('savedViews.button')}
            <DownOutlined aria-hidden />
          </span>
        </Button>
      </Dropdown>
      {opened && (
        <Suspense fallback={null}>
          <SavedViewsDialogs dialog={dialog} current={current} views={views} onClose={close} onOpen={open} refocus={refocus} />
        </Suspense>
      )}
    </>
  );
}
