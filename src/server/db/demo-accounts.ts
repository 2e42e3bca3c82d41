/**
 * The demo accounts of the embedded account host and of the seed: Dutch and Flemish subscribers with real-looking
 * addresses, and subscriptions on several brands. Fixed data, so every developer and every test sees the same people.
 * The addresses use real street names and cities; the e-mail domains are the reserved example.nl / example.be.
 */
import type { BrandKey } from '../../brands/registry';

/** The password of every demo account (hashed with argon2id by the seed). */
export const DEMO_PASSWORD = 'Welkom-bij-Mijn-Omgeving-1';

/**
 * The day all seed dates are counted back from. A constant, so that seeding on another day gives the same rows
 * (the seed never reads the clock).
 */
export const SEED_REFERENCE_DATE = '2025-01-06';

export type DemoGender = 'female' | 'male' | 'other' | 'unknown';

export interface DemoSubscription {
  brandKey: BrandKey;
  productType: 'newspaper' | 'magazine' | 'digital';
  /** The product name as the subscriber sees it. */
  title: string;
  /** ISO weekdays (1 = Monday … 7 = Sunday) of delivery; empty for digital products. */
  deliveryDays: number[];
  status: 'active' | 'suspended' | 'ended';
  /** Days before SEED_REFERENCE_DATE the subscription started. */
  startedDaysAgo: number;
  /** Days before SEED_REFERENCE_DATE it ended (ended subscriptions only). */
  endedDaysAgo?: number;
  /** Price per billing period in euro cents. */
  priceCents: number;
  billingPeriod: 'month' | 'quarter' | 'year';
  /** Print with digital access (digital products always have it). */
  digitalAccess?: boolean;
  /** How it is paid; direct debit when not given. */
  paymentMethod?: 'direct_debit' | 'credit_card' | 'ideal' | 'invoice';
  /** A fixed subscription number (9 digits); derived from the account and position when not given. */
  subscriptionNumber?: string;
}

export interface DemoAccount {
  /** Lower-case e-mail address, the login name. */
  email: string;
  /** Always DEMO_PASSWORD; repeated here so a demo login page can show it. */
  password: string;
  /** The brand this account is meant to be tried on (its host, e.g. hln.localhost). */
  brandKey: BrandKey;
  /** Shown on the demo login page: who this is and what the account shows (Dutch, the user sees it). */
  description: string;
  firstName: string | null;
  lastName: string | null;
  gender: DemoGender | null;
  /** ISO date. */
  dateOfBirth: string | null;
  street: string | null;
  houseNumber: string | null;
  houseNumberSuffix: string | null;
  /** NL "1234 AB", BE "2000". */
  zipCode: string | null;
  city: string | null;
  countryCode: 'NL' | 'BE';
  /** E.164. */
  phoneNumber: string | null;
  phoneVerified: boolean;
  /** Days before SEED_REFERENCE_DATE the account was created. */
  memberSinceDaysAgo: number;
  subscriptions: DemoSubscription[];
}

/** ISO weekdays Monday to Saturday: the delivery days of a six-day newspaper. */
const MON_SAT = [1, 2, 3, 4, 5, 6];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'jan.devries@example.nl',
    password: DEMO_PASSWORD,
    brandKey: 'ad',
    description: 'Jan de Vries uit Rotterdam: AD-krant, Margriet en de Volkskrant Digitaal',
    firstName: 'Jan',
    lastName: 'de Vries',
    gender: 'male',
    dateOfBirth: '1968-04-12',
    street: 'Nieuwe Binnenweg',
    houseNumber: '152',
    houseNumberSuffix: 'B',
    zipCode: '3015 BH',
    city: 'Rotterdam',
    countryCode: 'NL',
    phoneNumber: '+31612345678',
    phoneVerified: true,
    memberSinceDaysAgo: 2400,
    subscriptions: [
      {
        brandKey: 'ad',
        productType: 'newspaper',
        title: 'AD Krant maandag t/m zaterdag',
        deliveryDays: MON_SAT,
        digitalAccess: true,
        status: 'active',
        startedDaysAgo: 2380,
        priceCents: 3950,
        billingPeriod: 'month',
      },
      {
        brandKey: 'mar',
        productType: 'magazine',
        title: 'Margriet wekelijks',
        deliveryDays: [2],
        status: 'active',
        startedDaysAgo: 800,
        priceCents: 3895,
        billingPeriod: 'quarter',
      },
      {
        brandKey: 'vk',
        productType: 'digital',
        title: 'de Volkskrant Digitaal',
        deliveryDays: [],
        status: 'active',
        startedDaysAgo: 310,
        priceCents: 1950,
        billingPeriod: 'month',
      },
    ],
  },
  {
    email: 'anneke.jansen@example.nl',
    password: DEMO_PASSWORD,
    brandKey: 'mar',
    description: 'Anneke Jansen uit Amsterdam: Margriet, Libelle en Het Parool Digitaal; Privé beëindigd',
    firstName: 'Anneke',
    lastName: 'Jansen',
    gender: 'female',
    dateOfBirth: '1975-09-30',
    street: 'Kinkerstraat',
    houseNumber: '210',
    houseNumberSuffix: '2',
    zipCode: '1053 EM',
    city: 'Amsterdam',
    countryCode: 'NL',
    phoneNumber: '+31687654321',
    phoneVerified: true,
    memberSinceDaysAgo: 1500,
    subscriptions: [
      {
        brandKey: 'mar',
        productType: 'magazine',
        title: 'Margriet wekelijks',
        deliveryDays: [2],
        status: 'active',
        startedDaysAgo: 1490,
        priceCents: 3895,
        billingPeriod: 'quarter',
      },
      {
        brandKey: 'lbn',
        productType: 'magazine',
        title: 'Libelle wekelijks',
        deliveryDays: [4],
        status: 'active',
        startedDaysAgo: 620,
        priceCents: 1399,
        billingPeriod: 'month',
      },
      {
        brandKey: 'par',
        productType: 'digital',
        title: 'Het Parool Digitaal',
        deliveryDays: [],
        status: 'active',
        startedDaysAgo: 140,
        priceCents: 1800,
        billingPeriod: 'month',
      },
      {
        brandKey: 'pr',
        productType: 'magazine',
        title: 'Privé wekelijks',
        deliveryDays: [4],
        status: 'ended',
        startedDaysAgo: 1200,
        endedDaysAgo: 400,
        priceCents: 1250,
        billingPeriod: 'month',
      },
    ],
  },
  {
    email: 'pieter.bakker@example.nl',
    password: DEMO_PASSWORD,
    brandKey: 'tr',
    description: 'Pieter Bakker uit Den Haag: Trouw op papier en de Gelderlander Digitaal',
    firstName: 'Pieter',
    lastName: 'Bakker',
    gender: 'male',
    dateOfBirth: '1959-01-22',
    street: 'Frederik Hendriklaan',
    houseNumber: '88',
    houseNumberSuffix: null,
    zipCode: '2582 BV',
    city: 'Den Haag',
    countryCode: 'NL',
    phoneNumber: '+31623456789',
    phoneVerified: false,
    memberSinceDaysAgo: 3100,
    subscriptions: [
      {
        brandKey: 'tr',
        productType: 'newspaper',
        title: 'Trouw Krant maandag t/m zaterdag',
        deliveryDays: MON_SAT,
        status: 'active',
        startedDaysAgo: 3090,
        priceCents: 4150,
        billingPeriod: 'month',
      },
      {
        brandKey: 'wdg',
        productType: 'digital',
        title: 'De Gelderlander Digitaal',
        deliveryDays: [],
        status: 'active',
        startedDaysAgo: 60,
        priceCents: 1600,
        billingPeriod: 'month',
      },
    ],
  },
  {
    email: 'noor.hendriks@example.nl',
    password: DEMO_PASSWORD,
    brandKey: 'wbd',
    description: 'Noor Hendriks uit Utrecht: BD Zaterdagkrant en Story',
    firstName: 'Noor',
    lastName: 'Hendriks',
    gender: 'other',
    dateOfBirth: '1996-12-01',
    street: 'Oudegracht',
    houseNumber: '231',
    houseNumberSuffix: 'A',
    zipCode: '3511 NK',
    city: 'Utrecht',
    countryCode: 'NL',
    phoneNumber: '+31634567890',
    phoneVerified: true,
    memberSinceDaysAgo: 420,
    subscriptions: [
      {
        brandKey: 'wbd',
        productType: 'newspaper',
        title: 'BD Zaterdagkrant',
        deliveryDays: [6],
        status: 'active',
        startedDaysAgo: 415,
        priceCents: 1295,
        billingPeriod: 'month',
      },
      {
        brandKey: 'st',
        productType: 'magazine',
        title: 'Story wekelijks',
        deliveryDays: [2],
        status: 'active',
        startedDaysAgo: 200,
        priceCents: 11900,
        billingPeriod: 'year',
      },
    ],
  },
  {
    email: 'sanne.visser@example.nl',
    password: DEMO_PASSWORD,
    brandKey: 'ad',
    description: 'Sanne Visser uit Groningen: account zonder abonnementen',
    firstName: 'Sanne',
    lastName: 'Visser',
    gender: 'female',
    dateOfBirth: '1992-06-03',
    street: 'Herestraat',
    houseNumber: '45',
    houseNumberSuffix: null,
    zipCode: '9711 LK',
    city: 'Groningen',
    countryCode: 'NL',
    phoneNumber: '+31645678901',
    phoneVerified: false,
    memberSinceDaysAgo: 30,
    subscriptions: [],
  },
  {
    email: 'daan.smit@example.nl',
    password: DEMO_PASSWORD,
    brandKey: 'vk',
    description: 'Daan: onvolledig profiel (geen achternaam, adres, telefoon of geboortedatum)',
    firstName: 'Daan',
    lastName: null,
    gender: null,
    dateOfBirth: null,
    street: null,
    houseNumber: null,
    houseNumberSuffix: null,
    zipCode: null,
    city: null,
    countryCode: 'NL',
    phoneNumber: null,
    phoneVerified: false,
    memberSinceDaysAgo: 12,
    subscriptions: [
      {
        brandKey: 'vk',
        productType: 'digital',
        title: 'de Volkskrant Digitaal',
        deliveryDays: [],
        status: 'active',
        startedDaysAgo: 12,
        priceCents: 1950,
        billingPeriod: 'month',
      },
    ],
  },
  {
    email: 'an.peeters@example.be',
    password: DEMO_PASSWORD,
    brandKey: 'hln',
    description: 'An Peeters uit Antwerpen: HLN-krant, Humo en De Morgen Digitaal',
    firstName: 'An',
    lastName: 'Peeters',
    gender: 'female',
    dateOfBirth: '1981-11-08',
    street: 'Meir',
    houseNumber: '78',
    houseNumberSuffix: 'bus 3',
    zipCode: '2000',
    city: 'Antwerpen',
    countryCode: 'BE',
    phoneNumber: '+32470123456',
    phoneVerified: true,
    memberSinceDaysAgo: 2000,
    subscriptions: [
      {
        brandKey: 'hln',
        productType: 'newspaper',
        title: 'HLN Krant maandag t/m zaterdag',
        deliveryDays: MON_SAT,
        digitalAccess: true,
        status: 'active',
        startedDaysAgo: 1990,
        priceCents: 3899,
        billingPeriod: 'month',
      },
      {
        brandKey: 'hu',
        productType: 'magazine',
        title: 'Humo wekelijks',
        deliveryDays: [3],
        status: 'active',
        startedDaysAgo: 700,
        priceCents: 14900,
        billingPeriod: 'year',
      },
      {
        brandKey: 'dm',
        productType: 'digital',
        title: 'De Morgen Digitaal',
        deliveryDays: [],
        status: 'active',
        startedDaysAgo: 90,
        priceCents: 1999,
        billingPeriod: 'month',
      },
    ],
  },
  {
    email: 'wouter.janssens@example.be',
    password: DEMO_PASSWORD,
    brandKey: 'dm',
    description: 'Wouter Janssens uit Gent: De Morgen Digitaal en Humo',
    firstName: 'Wouter',
    lastName: 'Janssens',
    gender: 'male',
    dateOfBirth: '1987-02-14',
    street: 'Veldstraat',
    houseNumber: '56',
    houseNumberSuffix: null,
    zipCode: '9000',
    city: 'Gent',
    countryCode: 'BE',
    phoneNumber: '+32475987654',
    phoneVerified: true,
    memberSinceDaysAgo: 900,
    subscriptions: [
      {
        brandKey: 'dm',
        productType: 'digital',
        title: 'De Morgen Digitaal',
        deliveryDays: [],
        status: 'active',
        startedDaysAgo: 890,
        priceCents: 1999,
        billingPeriod: 'month',
      },
      {
        brandKey: 'hu',
        productType: 'magazine',
        title: 'Humo wekelijks',
        deliveryDays: [3],
        status: 'active',
        startedDaysAgo: 365,
        priceCents: 3950,
        billingPeriod: 'quarter',
      },
    ],
  },
  {
    email: 'els.maes@example.be',
    password: DEMO_PASSWORD,
    brandKey: 'hln',
    description: 'Els Maes uit Leuven: HLN Weekendkrant en Dag Allemaal; Libelle beëindigd',
    firstName: 'Els',
    lastName: 'Maes',
    gender: 'female',
    dateOfBirth: '1964-07-19',
    street: 'Bondgenotenlaan',
    houseNumber: '101',
    houseNumberSuffix: null,
    zipCode: '3000',
    city: 'Leuven',
    countryCode: 'BE',
    phoneNumber: '+32486246810',
    phoneVerified: false,
    memberSinceDaysAgo: 2700,
    subscriptions: [
      {
        brandKey: 'hln',
        productType: 'newspaper',
        title: 'HLN Weekendkrant',
        deliveryDays: [6],
        status: 'active',
        startedDaysAgo: 2650,
        priceCents: 1599,
        billingPeriod: 'month',
      },
      {
        brandKey: 'da',
        productType: 'magazine',
        title: 'Dag Allemaal wekelijks',
        deliveryDays: [2],
        status: 'active',
        startedDaysAgo: 1100,
        priceCents: 3490,
        billingPeriod: 'quarter',
      },
      {
        brandKey: 'lib',
        productType: 'magazine',
        title: 'Libelle wekelijks',
        deliveryDays: [4],
        status: 'ended',
        startedDaysAgo: 2000,
        endedDaysAgo: 250,
        priceCents: 1299,
        billingPeriod: 'month',
      },
    ],
  },
  {
    email: 'lotte.claes@example.be',
    password: DEMO_PASSWORD,
    brandKey: 'flr',
    description: 'Lotte Claes uit Brugge: Flair en HLN Digitaal; telefoon nog niet bevestigd',
    firstName: 'Lotte',
    lastName: 'Claes',
    gender: 'female',
    dateOfBirth: '2001-03-27',
    street: 'Steenstraat',
    houseNumber: '30',
    houseNumberSuffix: null,
    zipCode: '8000',
    city: 'Brugge',
    countryCode: 'BE',
    phoneNumber: '+32494135792',
    phoneVerified: false,
    memberSinceDaysAgo: 180,
    subscriptions: [
      {
        brandKey: 'flr',
        productType: 'magazine',
        title: 'Flair wekelijks',
        deliveryDays: [3],
        status: 'active',
        startedDaysAgo: 175,
        priceCents: 1150,
        billingPeriod: 'month',
      },
      {
        brandKey: 'hln',
        productType: 'digital',
        title: 'HLN Digitaal',
        deliveryDays: [],
        status: 'active',
        startedDaysAgo: 45,
        priceCents: 1699,
        billingPeriod: 'month',
      },
    ],
  },
];
