import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { NewReview } from '@store/contract';
import { api, apiError, http, HttpResponse } from '../../../test/api';
import { renderScreen } from '../../../test/render';
import { ReviewForm } from './review-form';

const form = () => screen.getByRole('form', { name: 'Add A Review' });
const addReview = () => within(form()).getByRole('button', { name: 'Add Review' });

describe('the review form', () => {
  it('asks for a rating and the text, and counts characters up to 180', async () => {
    const { user } = renderScreen(<ReviewForm />, { url: '/dashboard/add-review' });
    await user.click(addReview());
    expect(await within(form()).findByText('Rating must be from 1 to 5')).toBeVisible();
    expect(within(form()).getByText('Content is required')).toBeVisible();
    await user.click(within(form()).getByLabelText('Your review'));
    await user.paste('x'.repeat(181));
    expect(within(form()).getByText('181 / 180 characters')).toHaveClass('text-error');
    await user.click(addReview());
    expect(await within(form()).findByText('Maximum 180 Characters')).toBeVisible();
  });

  it('posts the rating as a string with the product it is about, thanks, and clears the form', async () => {
    let sent: NewReview | undefined;
    api.use(
      http.post('/api/review', async ({ request }) => {
        sent = (await request.json()) as NewReview;
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = renderScreen(<ReviewForm product={{ _id: '7f0c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', name: 'Kerfline CS-185 Circular Saw' }} />, {
      url: '/dashboard/add-review',
    });
    expect(screen.getByTestId('reviewed-product')).toHaveTextContent('Your review of Kerfline CS-185 Circular Saw');
    await user.click(within(form()).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form()).getByLabelText('Your review'), 'Straight cuts all day.');
    await user.click(addReview());
    expect(await screen.findByText('Thank You / For Your Comment')).toBeVisible();
    expect(sent).toMatchObject({ ratings: '4', reviewContent: 'Straight cuts all day.', productId: '7f0c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' });
    expect(within(form()).getByLabelText('Your review')).toHaveValue('');
  });

  it("shows the server's refusal (not a buyer) as a toast", async () => {
    api.use(http.post('/api/review', () => apiError(403, 'Only a customer with a paid order of this product can review it', undefined, 'forbidden')));
    const { user } = renderScreen(<ReviewForm />, { url: '/dashboard/add-review' });
    await user.click(within(form()).getByRole('radio', { name: '5 stars' }));
    await user.type(within(form()).getByLabelText('Your review'), 'Great saw.');
    await user.click(addReview());
    expect(await screen.findByText('Only a customer with a paid order of this product can review it')).toBeVisible();
  });
});
