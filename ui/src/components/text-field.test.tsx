import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and reports typed values', async () => {
    const onValueChange = vi.fn();
    render(<TextField id="name" label="Username" value="" onValueChange={onValueChange} />);
    await userEvent.type(screen.getByLabelText('Username'), 'a');
    expect(onValueChange).toHaveBeenCalledWith('a');
  });

  it('announces the hint and the error with the input and marks it invalid', () => {
    render(<TextField id="pw" label="Password" value="" onValueChange={() => {}} hint="At least 10 characters." error="Too short." />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 10 characters. Too short.');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField id="u" label="Username" value="" onValueChange={() => {}} />);
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-describedby');
  });
});
