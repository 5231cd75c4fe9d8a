import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkFiles } from './file-rules';
import { FileUpload, ImageUpload } from './file-upload';

function fakeFile(name: string, size: number, type = 'image/png') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const MB = 1024 * 1024;

describe('checkFiles', () => {
  it("refuses files over 10 MB with the spec's message (spec 4 §5)", () => {
    const result = checkFiles([fakeFile('big.png', 11 * MB), fakeFile('ok.png', MB)], {});
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.png']);
    expect(result.errors).toEqual([
      'File "big.png" is too large. We allow a maximum of 10 MB per file to be uploaded.',
    ]);
  });

  it('accepts at most 20 files, counting those already chosen', () => {
    const files = Array.from({ length: 5 }, (_, i) => fakeFile(`f${i}.png`, 10));
    const result = checkFiles(files, { existing: 17 });
    expect(result.accepted).toHaveLength(3);
    expect(result.errors).toEqual(['Maximum number of files for upload per time - 20']);
  });
});

describe('FileUpload', () => {
  it('adds chosen files, lists refused ones, and removes a file', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<FileUpload label="Attach files" onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Attach files');
    await user.upload(input, [fakeFile('a.csv', 100, 'text/csv'), fakeFile('huge.csv', 12 * MB, 'text/csv')]);
    expect(onValueChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'a.csv' })]);
    expect(screen.getByRole('alert')).toHaveTextContent('File "huge.csv" is too large.');
    await user.click(screen.getByRole('button', { name: 'Remove a.csv' }));
    expect(onValueChange).toHaveBeenLastCalledWith([]);
  });
});

describe('ImageUpload', () => {
  it('uses the image messages (spec 3 §5) and refuses non-images', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onValueChange = vi.fn();
    render(<ImageUpload label="Images" onValueChange={onValueChange} />);
    await user.upload(screen.getByLabelText('Images'), [
      fakeFile('doc.pdf', 10, 'application/pdf'),
      fakeFile('big.jpg', 11 * MB, 'image/jpeg'),
    ]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('"doc.pdf" was not added. Only images can be uploaded.');
    expect(alert).toHaveTextContent('"big.jpg" was not added. Maximum size allowed – 10MB.');
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
