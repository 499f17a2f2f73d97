/** Home's banners (signed-in §3, §4): the carousel and its click routing. */
export { BannerCarousel } from './BannerCarousel';
