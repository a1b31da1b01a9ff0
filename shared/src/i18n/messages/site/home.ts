// The site area's `home` texts (messages.home; see ../../messages.ts).
/** The home page's h1, heard by screen readers (the slider and the cards carry no title). */
export const title = 'Kanat Mezat: Güvercin Açık Arttırmaları';
export const ongoingAuctions = 'Devam Eden Açık Arttırmalar';
export const ongoingGroups = 'Devam Eden Grup İhaleler';
export const gallery = 'Galeriden Kareler';
export const sponsors = 'Sponsorlarımız';
export const latestNews = 'Son Haberler';
export const howToBidTab = 'Nasıl Teklif Verilir?';
export const howToAskTab = 'Nasıl İlan Verilir?';
export const step = '{n}. Adım';
export const slider = 'Öne çıkanlar';
export const sliderPrevious = 'Önceki görsel';
export const sliderNext = 'Sonraki görsel';
export const noOngoingAuctions = 'Devam eden açık arttırma bulunmuyor';
export const noOngoingGroups = 'Devam eden grup ihale bulunmuyor';
