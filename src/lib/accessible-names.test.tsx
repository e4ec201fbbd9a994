import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Button, Input, InputNumber, Pagination } from 'antd';
import { BookOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { fixAccessibleNames } from './accessible-names';

const ZH_NAMES = { increase: '增大数值', decrease: '减小数值', search: '搜索', clear: '清除' };

describe('accessible names', () => {
  it('keeps icon names out of a named control, and keeps an icon that is the only name', () => {
    render(
      <>
        <Button icon={<UploadOutlined />}>Upload</Button>
        <Button icon={<BookOutlined />} aria-label="Saved views" />
        <Button icon={<SearchOutlined />} />
        <p>
          <BookOutlined /> Notes
        </p>
      </>,
    );
    fixAccessibleNames(document.body, ZH_NAMES);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved views' })).toBeInTheDocument();
    // Nothing else names it: the icon stays its name rather than leave the button nameless.
    expect(screen.getByRole('button', { name: 'search' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'book' })).not.toBeInTheDocument();
  });

  it("names antd's step handlers in the user's language", () => {
    render(<InputNumber aria-label="Page size" />);
    fixAccessibleNames(document.body, ZH_NAMES);
    expect(screen.getByRole('button', { name: '增大数值' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '减小数值' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Value/ })).not.toBeInTheDocument();
  });

  it("names antd's icon-only search button 'Search' in the user's language, again when it changes", () => {
    render(
      <>
        <Input.Search aria-label="Search in this folder" />
        <Input.Search />
        <Input.Search aria-label="Find in all folders" enterButton="Find" />
      </>,
    );
    fixAccessibleNames(document.body, ZH_NAMES);
    expect(screen.getAllByRole('button', { name: '搜索' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'search' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find' })).toBeInTheDocument();
    fixAccessibleNames(document.body, { ...ZH_NAMES, search: 'Search' });
    expect(screen.getAllByRole('button', { name: 'Search' })).toHaveLength(2);
  });

  it("names an input's clear button 'Clear' in the user's language", () => {
    render(<Input allowClear aria-label="Name" defaultValue="typed" />);
    fixAccessibleNames(document.body, ZH_NAMES);
    expect(screen.getByRole('button', { name: '清除' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'close-circle' })).not.toBeInTheDocument();
  });

  it("names antd's pager arrows by their translated titles, not their icons", () => {
    const { container } = render(<Pagination total={50} />);
    fixAccessibleNames(document.body, ZH_NAMES);
    expect(screen.getByRole('button', { name: 'Previous Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(left|right)$/ })).not.toBeInTheDocument();
    // A title in another language renames it.
    container.querySelector('li[title="Next Page"]')!.setAttribute('title', '下一页');
    fixAccessibleNames(document.body, ZH_NAMES);
    expect(screen.getByRole('button', { name: '下一页' })).toBeInTheDocument();
  });
});
