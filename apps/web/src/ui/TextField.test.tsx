import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { click, renderRoutes } from '../test/render';
import { PasswordField, TextField } from './TextField';

const render = (element: ReactNode) => renderRoutes([{ path: '/', element }]);

const inputOf = (container: HTMLElement) => {
  const input = container.querySelector('input');
  if (!input) throw new Error('no input');
  return input;
};

describe('TextField', () => {
  it('names its input by the label and points it at the hint', async () => {
    const view = await render(<TextField label="用户名" hint="4-16位字母、数字或汉字" />);
    const input = inputOf(view.container);
    expect(view.container.querySelector(`label[for="${CSS.escape(input.id)}"]`)?.textContent).toBe('用户名');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const described = view.container.querySelector(`#${CSS.escape(input.getAttribute('aria-describedby') ?? '')}`);
    expect(described?.textContent).toBe('4-16位字母、数字或汉字');
    expect(described?.getAttribute('role')).toBeNull();
    await view.unmount();
  });

  it('shows the error instead of the hint, marks the input invalid and points it at the error', async () => {
    const view = await render(<TextField label="用户名" hint="4-16位字母、数字或汉字" error="请输入用户名" />);
    const input = inputOf(view.container);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-error`);
    const error = view.container.querySelector(`#${CSS.escape(input.id)}-error`);
    expect(error?.textContent).toBe('请输入用户名');
    expect(error?.getAttribute('role')).toBe('alert');
    expect(view.container.textContent).not.toContain('4-16位');
    expect(input.parentElement?.dataset.invalid).toBe('true');
    await view.unmount();
  });

  it('describes nothing when there is neither hint nor error', async () => {
    const view = await render(<TextField label="邀请码" id="invite" />);
    const input = inputOf(view.container);
    expect(input.id).toBe('invite');
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(view.container.querySelector('p')).toBeNull();
    await view.unmount();
  });
});

describe('PasswordField', () => {
  it('masks the password until the toggle shows it', async () => {
    const view = await render(<PasswordField label="密码" />);
    const input = inputOf(view.container);
    const toggle = view.container.querySelector('[data-testid="password-toggle"]');
    expect(input.type).toBe('password');
    expect(toggle?.getAttribute('aria-label')).toBe('显示密码');

    await click(toggle);
    expect(input.type).toBe('text');
    expect(toggle?.getAttribute('aria-pressed')).toBe('true');
    expect(toggle?.getAttribute('aria-label')).toBe('隐藏密码');
    await view.unmount();
  });

  it('asks for six digits on a numeric keypad with `digits`', async () => {
    const view = await render(<PasswordField label="取款密码" digits />);
    const input = inputOf(view.container);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.maxLength).toBe(6);
    await view.unmount();
  });
});
