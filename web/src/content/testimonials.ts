import { shopConfig } from '../config/shop-config';

/** A customer quote in the landing-page testimonial slider. */
export interface Testimonial {
  name: string;
  role: string;
  content: string;
  initials: string;
  /** Background colour of the initials avatar, as a hex colour. */
  bgColor: string;
  /** Rating out of 5; halves are allowed (4.5 shows four full stars and a half star). */
  stars: number;
}

const { brandName } = shopConfig;

/** The five testimonials, in slider order. */
export const testimonials: Testimonial[] = [
  {
    name: 'Sophie Laurent',
    role: 'Product Manager, working remotely from Lisbon',
    content: `I spent three months in Portugal and my employer's VPN never noticed a thing. I plugged in the travel router, connected my work laptop and it felt exactly like my home office. My banking app stopped asking me to verify every login.`,
    initials: 'SL',
    bgColor: '#2563EB',
    stars: 5,
  },
  {
    name: 'Markus Weber',
    role: 'Software Engineer and digital nomad',
    content: `I have tried every commercial VPN out there, and sites kept flagging their shared IPs. With ${brandName} I simply have my own home connection everywhere. Setup took me twenty minutes, and the Pro package easily handles my video calls and large Git pulls.`,
    initials: 'MW',
    bgColor: '#0F766E',
    stars: 5,
  },
  {
    name: 'Elena Rossi',
    role: 'Freelance Translator',
    content: `My clients' portals and my tax office only accept logins from home. The Light package sits in my backpack and just works, in hotel rooms and in coworking spaces alike. I would love a slightly smaller power adapter, but that is my only wish.`,
    initials: 'ER',
    bgColor: '#B45309',
    stars: 4.5,
  },
  {
    name: 'James Thornton',
    role: 'Financial Analyst, frequent business traveller',
    content: `Our compliance team requires that I connect from my home country. ${brandName} runs underneath our corporate VPN without any software on my managed laptop, and the kill switch gives me peace of mind on hotel Wi-Fi.`,
    initials: 'JT',
    bgColor: '#7C3AED',
    stars: 5,
  },
  {
    name: 'Anna Kowalska',
    role: 'UX Designer, travelling with family',
    content: `We took the Pro package on a two-month trip through Australia. Both our laptops, the kids' tablets and our streaming all ran through our home connection. When a hotel network needed a login page, the 24/7 support team helped me through it in the middle of the night.`,
    initials: 'AK',
    bgColor: '#DB2777',
    stars: 5,
  },
];
