import { fireEvent, screen, waitFor } from '@testing-library/react';
import { privacyMessages } from '@hometunnel/rules';
import { browserNavigation } from '../../../lib/navigation';
import { createTestClient, graphqlError, renderWithProviders, type Resolver } from '../../../test/render';
import { PrivacyPanel } from '../privacy-panel';

function renderPanel(resolve: Resolver) {
  const test = createTestClient(resolve);
  renderWithProviders(<PrivacyPanel />, { client: test.client, toaster: true });
  return test;
}

describe('PrivacyPanel', () => {
  afterEach(() => jest.restoreAllMocks());

  it('"Export my data" downloads the JSON export', () => {
    renderPanel((name) => {
      throw new Error(name);
    });
    const link = screen.getByRole('link', { name: 'Export my data' });
    expect(link).toHaveAttribute('href', '/api/account/export');
    expect(link).toHaveAttribute('download');
  });

  it('deleting asks for the password, shows a refusal, then deletes and leaves for the home page', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    let wrong = true;
    const { calls } = renderPanel((name, variables) => {
      if (name !== 'DeleteAccount') throw new Error(name);
      if (wrong) {
        expect(variables).toEqual({ input: { password: 'not-it' } });
        throw graphqlError(privacyMessages.deletePasswordWrong, 'BAD_USER_INPUT');
      }
      return { __typename: 'Mutation', deleteAccount: true };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = () =>
      fireEvent.click(
        screen.getAllByRole('button', { name: 'Delete my account' }).find((b) => dialog.contains(b))!,
      );
    confirm();
    expect(await screen.findByText(privacyMessages.deletePasswordRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'not-it' } });
    confirm();
    expect(await screen.findByText(privacyMessages.deletePasswordWrong)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    wrong = false;
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'secret123' } });
    confirm();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });
});
