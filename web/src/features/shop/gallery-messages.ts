import { defineMessage } from 'react-intl';

/** The gallery's labels, shared by the card's carousel and its large view. */
export const galleryMessages = {
  photos: defineMessage<{ name: string }>({ id: 'shop.gallery.photos', defaultMessage: '{name} photos' }),
  previous: defineMessage({ id: 'shop.gallery.previous', defaultMessage: 'Previous photo' }),
  next: defineMessage({ id: 'shop.gallery.next', defaultMessage: 'Next photo' }),
  showPhoto: defineMessage<{ name: string; number: number; count: number }>({
    id: 'shop.gallery.showPhoto',
    defaultMessage: 'Show {name} photo {number} of {count}',
  }),
  openLarge: defineMessage<{ name: string; number: number; count: number }>({
    id: 'shop.gallery.openLarge',
    defaultMessage: 'Open large view of {name} photos (photo {number} of {count})',
  }),
  closeLarge: defineMessage({ id: 'shop.gallery.closeLarge', defaultMessage: 'Close large view' }),
};
