import type {
  AdminSiteInfo,
  AdminSiteInfoSaveData,
  MediaFile,
  SiteImage,
  SiteImageInput,
} from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import {
  type CorporatePageKey,
  corporatePageFields,
  corporatePageKeys,
  type EditableSiteField,
  labelProblem,
  SITE_LIST_MAX,
  type SiteInfoArea,
  siteFieldGroups,
  siteFieldProblem,
  siteInfoKeyArea,
  sponsorProblem,
} from '@kanat/shared/rules';
import { Button, ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { Select, TextArea, TextField } from '@kanat/shared/ui/controls';
import { ruleResolver } from '@kanat/shared/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  FieldRow,
  FormSection,
  MultiUploadField,
  Notice,
  notify,
  PageHeader,
  UploadField,
  usePendingAction,
} from '../../../ui';
import { RichTextEditor } from '../../../ui/rich-text';
import { getSiteInfo } from '../api/get-site-info';
import { saveSiteInfo } from '../api/save-site-info';
import { LabelsEditor, newKey, type SponsorRow, SponsorsEditor } from './site-lists';

const texts = messages.adminContent.site;
const names = messages.contentRules.fields;
const siteKey = ['admin', 'site-info'] as const;

type Fields = Record<EditableSiteField, string>;

/** Pages now published as versioned legal texts (Yasal metinler), not edited here. */
const LEGAL_TEXT_PAGES: ReadonlySet<CorporatePageKey> = new Set([
  'terms',
  'privacy_policy',
  'cookie_policy',
]);

/** Long texts get a text area; the rest are one line. */
const longFields: ReadonlySet<EditableSiteField> = new Set([
  'footer_description',
  'how_to_bid_step_one',
  'how_to_bid_step_two',
  'how_to_bid_step_three',
  'how_to_ask_step_one',
  'how_to_ask_step_two',
  'how_to_ask_step_three',
]);

/** Checks the fields of `area` only: the others are shown in the other section. */
const fieldsRule = (area: SiteInfoArea) => (values: Fields) => ({
  errors: Object.fromEntries(
    (Object.keys(values) as EditableSiteField[])
      .filter((field) => siteInfoKeyArea(field) === area)
      .map((field) => [field, siteFieldProblem(field, values[field])]),
  ),
});

/** A stored site picture, shaped as an upload so the upload fields can show it. */
function asFile(image: SiteImage): MediaFile {
  return {
    id: image.mediaId ?? `adres:${image.url}`,
    purpose: 'logo',
    kind: 'image',
    url: image.url,
    contentType: 'image/jpeg',
    bytes: 0,
    width: null,
    height: null,
    variants: [],
  };
}

/**
 * The site information form shows the fields of one area (SITE_INFO_AREAS): the site's
 * settings and legal texts (administrators) or the corporate pages and the home page's
 * contents (editors). A save sends the whole record: the other area's fields go back as they
 * were loaded, and the server refuses a change to a field of an area the caller does not open.
 */
function SiteInfoForm({ info, area }: { info: AdminSiteInfo; area: SiteInfoArea }) {
  const queryClient = useQueryClient();
  const shows = (key: Parameters<typeof siteInfoKeyArea>[0]) => siteInfoKeyArea(key) === area;
  // Addresses the site shows now: those go back as they are; anything else is a new upload.
  const shown = new Set([
    info.logo.url,
    info.institute.url,
    ...info.slider.full.map((i) => i.url),
    ...info.slider.mobile.map((i) => i.url),
    ...info.sponsors.map((s) => s.image.url),
  ]);
  const toInput = (file: MediaFile): SiteImageInput =>
    shown.has(file.url) ? { url: file.url } : { mediaId: file.id };

  const form = useForm<Fields>({
    resolver: ruleResolver(fieldsRule(area)),
    defaultValues: info.fields as Fields,
  });
  const { register, handleSubmit, formState } = form;
  const folderOptions = info.folders.map((folder) => ({ value: folder.id, label: folder.name }));
  const [labels, setLabels] = useState(info.labels.map((l) => ({ ...l, key: newKey() })));
  const [logo, setLogo] = useState<MediaFile | null>(asFile(info.logo));
  const [institute, setInstitute] = useState<MediaFile | null>(asFile(info.institute));
  const [sliderFull, setSliderFull] = useState(info.slider.full.map(asFile));
  const [sliderMobile, setSliderMobile] = useState(info.slider.mobile.map(asFile));
  const [sponsors, setSponsors] = useState<SponsorRow[]>(
    info.sponsors.map((s) => ({ key: newKey(), name: s.name, url: s.url, image: asFile(s.image) })),
  );
  const [pages, setPages] = useState(info.pages);
  const [problems, setProblems] = useState<string[]>([]);
  const save = usePendingAction();

  const listProblems = () => [
    ...(logo ? [] : [fill(texts.imageRequired, { field: names.logo })]),
    ...(institute ? [] : [fill(texts.imageRequired, { field: names.institute })]),
    ...(shows('label_titles')
      ? labels.flatMap((label, i) => labelProblem(label, i + 1) ?? [])
      : []),
    ...(shows('sponsors')
      ? sponsors.flatMap(
          (s, i) =>
            sponsorProblem({ name: s.name, url: s.url, hasImage: s.image !== null }, i + 1) ?? [],
        )
      : []),
  ];

  const submit = handleSubmit(
    async (fields) => {
      const found = listProblems();
      setProblems(found);
      if (found.length > 0 || !logo || !institute) return;
      const data: AdminSiteInfoSaveData = {
        fields,
        labels: labels.map(({ title, text }) => ({ title, text })),
        logo: toInput(logo),
        institute: toInput(institute),
        slider: { full: sliderFull.map(toInput), mobile: sliderMobile.map(toInput) },
        sponsors: sponsors.map((s) => ({
          name: s.name,
          url: s.url,
          image: toInput(s.image as MediaFile),
        })),
        pages,
      };
      let saved: AdminSiteInfo | null = null;
      const ok = await save.run(async () => {
        saved = await saveSiteInfo(data);
      });
      if (!ok || saved === null) return;
      notify.success(texts.saved);
      queryClient.setQueryData(siteKey, saved);
    },
    () => setProblems([texts.fixErrors, ...listProblems()]),
  );

  const textField = (field: EditableSiteField) => {
    const props = {
      label: names[field],
      error: formState.errors[field]?.message,
      ...register(field),
    };
    // The two list roots are chosen among the folders by name, not typed as numbers.
    if (field === 'auction_vitrine_id' || field === 'auction_archive_id') {
      return <Select key={field} options={folderOptions} {...props} />;
    }
    return longFields.has(field) ? (
      <TextArea key={field} rows={3} {...props} />
    ) : (
      <TextField key={field} {...props} />
    );
  };

  /** A group of text fields, with only the fields of this area; nothing when it has none. */
  const fieldGroup = (title: string, group: keyof typeof siteFieldGroups, row = true) => {
    const fields = siteFieldGroups[group].filter(shows);
    if (fields.length === 0) return null;
    return (
      <FormSection title={title}>
        {row ? <FieldRow>{fields.map(textField)}</FieldRow> : fields.map(textField)}
        {group === 'texts' && shows('label_titles') ? (
          <LabelsEditor labels={labels} onChange={setLabels} />
        ) : null}
      </FormSection>
    );
  };
  // The terms, privacy and cookie pages are legal texts with versions, kept in their own section.
  const pageKeys = corporatePageKeys.filter(
    (key) => !LEGAL_TEXT_PAGES.has(key) && shows(corporatePageFields[key]),
  );
  const legalPagesHere = corporatePageKeys.some(
    (key) => LEGAL_TEXT_PAGES.has(key) && shows(corporatePageFields[key]),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="site-info-form">
      {fieldGroup(texts.settings, 'settings')}
      {fieldGroup(texts.contact, 'contact')}
      {fieldGroup(texts.social, 'social')}
      {fieldGroup(texts.texts, 'texts', false)}
      {fieldGroup(texts.guides, 'guides')}
      {shows('logo') || shows('institute_image') ? (
        <FormSection title={texts.images}>
          <FieldRow>
            {shows('logo') ? (
              <UploadField label={names.logo} purpose="logo" value={logo} onChange={setLogo} />
            ) : null}
            {shows('institute_image') ? (
              <UploadField
                label={names.institute}
                purpose="logo"
                value={institute}
                onChange={setInstitute}
              />
            ) : null}
          </FieldRow>
        </FormSection>
      ) : null}
      {shows('slider_pics') ? (
        <FormSection title={texts.slider} description={texts.sliderHint}>
          <MultiUploadField
            label={names.sliderFull}
            purpose="slider"
            max={SITE_LIST_MAX}
            value={sliderFull}
            onChange={setSliderFull}
          />
          <MultiUploadField
            label={names.sliderMobile}
            purpose="slider-mobile"
            max={SITE_LIST_MAX}
            value={sliderMobile}
            onChange={setSliderMobile}
          />
        </FormSection>
      ) : null}
      {shows('sponsors') ? (
        <FormSection title={texts.sponsors}>
          <SponsorsEditor sponsors={sponsors} onChange={setSponsors} />
        </FormSection>
      ) : null}
      {legalPagesHere ? (
        <Notice tone="info">
          {texts.legalMoved} <Link to="/yonetim/yasal-metinler">{texts.legalLink}</Link>
        </Notice>
      ) : null}
      {pageKeys.length > 0 ? (
        <FormSection title={texts.pages}>
          {pageKeys.map((key: CorporatePageKey) => (
            <RichTextEditor
              key={key}
              label={fill(texts.pageLabel, { page: messages.adminContent.pages[key] })}
              value={pages[key]}
              onChange={(html) => setPages((current) => ({ ...current, [key]: html }))}
            />
          ))}
        </FormSection>
      ) : null}
      {problems.map((text) => (
        <Notice key={text} tone="error">
          {text}
        </Notice>
      ))}
      {save.error ? <Notice tone="error">{save.error}</Notice> : null}
      <Button type="submit" disabled={save.pending} aria-busy={save.pending}>
        {save.pending ? texts.saving : texts.save}
      </Button>
    </form>
  );
}

/**
 * /yonetim/site-bilgileri (area siteSettings: settings, contact, social links, logo, legal
 * texts) and /yonetim/kurumsal-sayfalar (area corporatePages: about-us, footer text, guides,
 * labels, slider, sponsors): the SPEC §3 fields, pictures, sponsors and pages of one area.
 */
export function SiteInfoPage({ area }: { area: SiteInfoArea }) {
  const query = useQuery({ queryKey: siteKey, queryFn: getSiteInfo });
  const corporate = area === 'corporatePages';
  return (
    <section data-testid="admin-site-page">
      <PageHeader
        title={corporate ? texts.corporateTitle : texts.title}
        description={corporate ? texts.corporateDescription : texts.description}
      />
      {query.isPending ? <LoadingBlock /> : null}
      {query.isError ? (
        <ErrorState title={texts.loadFailed} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data ? (
        <SiteInfoForm key={JSON.stringify(query.data)} info={query.data} area={area} />
      ) : null}
    </section>
  );
}
