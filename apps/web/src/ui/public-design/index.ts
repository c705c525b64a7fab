export { PublicBrandBand } from './public-brand-band';
export { PublicTermsLinks } from './public-terms-links';
export { termsTextOf, usePublicDesign } from './use-public-design';
