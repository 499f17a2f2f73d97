/** Home's banners (issue 11 §1): the carousel and its click routing. */
export { BannerCarousel } from './BannerCarousel';
