import { useState } from 'react';
import { Button, Dropdown, Space } from 'antd';
import { DownOutlined, PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useWatermarkLines } from '@/components/preview-watermark/watermark-lines';
import { PAPER_SIZES, rememberPaper, storedPaper, type PaperSize, type PrintOptions } from '../print';

export interface PrintButtonProps {
  /** Prints the viewer's content with these options (print.ts). */
  onPrint: (options: PrintOptions) => Promise<void>;
  disabled?: boolean;
}

/**
 * Print, on the paper last chosen on this device, with a menu to choose A4 or Letter (which prints at once).
 * A viewer shows it only when the user may download: printing is a copy of the file.
 */
export function PrintButton({ onPrint, disabled }: PrintButtonProps) {
  const { t } = useTranslation('preview');
  const watermark = useWatermarkLines();
  const [paper, setPaper] = useState<PaperSize>(storedPaper);
  const [printing, setPrinting] = useState(false);

  const print = async (on: PaperSize) => {
    setPrinting(true);
    try {
      await onPrint({ paper: on, watermark });
    } catch {
      notify.error(t('common:errors.readError'));
    } finally {
      setPrinting(false);
    }
  };

  const choose = (next: PaperSize) => {
    setPaper(next);
    rememberPaper(next);
    void print(next);
  };

  return (
    <Space.Compact>
      <Button icon={<PrinterOutlined />} loading={printing} disabled={disabled} onClick={() => void print(paper)}>
        {t('print.button')}
      </Button>
      <Dropdown
        trigger={['click']}
        disabled={disabled || printing}
        menu={{
          selectable: true,
          selectedKeys: [paper],
          items: PAPER_SIZES.map((size) => ({ key: size, label: t(`print.paper.${size}`) })),
          onClick: ({ key }) => choose(key as PaperSize),
        }}
      >
        <Button icon={<DownOutlined />} aria-label={t('print.paperSize', { paper: t(`print.paperName.${paper}`) })} />
      </Dropdown>
    </Space.Compact>
  );
}
